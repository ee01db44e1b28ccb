import { exportPath, type ExportWhat } from '@pricetrail/services';
import { StyledExportLinks } from './MineLayout.styles';

const NAMES: Record<ExportWhat, string> = {
  collection: '收藏',
  orders: '价保订单',
  credits: '积分明细',
  follows: '关注',
};

/** Props of {@link ExportLinks}. */
export interface ExportLinksProps {
  /** What the links download. */
  what: ExportWhat;
}

/** 导出 JSON / CSV: plain links to the signed-in download (`GET /UserExtend/Export`). */
export function ExportLinks({ what }: ExportLinksProps) {
  return (
    <StyledExportLinks aria-label={`导出${NAMES[what]}`}>
      <a href={exportPath(what, 'json')} download>
        导出 JSON
      </a>
      <a href={exportPath(what, 'csv')} download>
        导出 CSV
      </a>
    </StyledExportLinks>
  );
}
