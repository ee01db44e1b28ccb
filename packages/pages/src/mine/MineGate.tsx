import type { ExportWhat, PersonalStatus } from '@pricetrail/services';
import type { ReactNode } from 'react';
import { Button } from '@pricetrail/ui';
import { StyledAlert, StyledState } from '../account/AccountLayout.styles';
import { PageMeta } from '../common/PageMeta';
import { ExportLinks } from './ExportLinks';
import { MineNav } from './MineNav';
import { StyledHeading, StyledMinePage } from './MineLayout.styles';

/** Props of {@link MineGate}. */
export interface MineGateProps {
  /** The page's heading and title. */
  title: string;
  /** One sentence for search results and the tab. */
  description: string;
  /** Where the page's store stands. */
  status: PersonalStatus;
  /** Why it could not read (status 'failed'). */
  error: string | null;
  /** Reads again after a failure. */
  onRetry: () => void;
  /** What the page's 导出 links download; none when absent. */
  exports?: ExportWhat;
  /** The page's content once read. */
  children: () => ReactNode;
}

const WAITING: Record<'loading' | 'signedOut', string> = {
  loading: '正在读取…',
  signedOut: '请先登录，正在前往登录页…',
};

/** A personal page's frame: the area's tabs, the heading with any 导出 links, then the content or why there is none yet. */
export function MineGate({
  title,
  description,
  status,
  error,
  onRetry,
  exports,
  children,
}: MineGateProps) {
  const titleId = 'mine-page-title';
  const body =
    status === 'ready' ? (
      children()
    ) : status === 'failed' ? (
      <StyledState>
        <StyledAlert role="alert">{error}</StyledAlert>
        <Button shape="rect" size="large" type="button" variant="primary" onClick={onRetry}>
          重试
        </Button>
      </StyledState>
    ) : (
      <StyledState role="status" aria-busy="true">
        <p>{WAITING[status]}</p>
      </StyledState>
    );
  return (
    <StyledMinePage aria-labelledby={titleId}>
      <PageMeta title={title} description={description} isNoIndex />
      <MineNav />
      <StyledHeading>
        <h1 id={titleId}>{title}</h1>
        {status === 'ready' && exports && <ExportLinks what={exports} />}
      </StyledHeading>
      {body}
    </StyledMinePage>
  );
}
