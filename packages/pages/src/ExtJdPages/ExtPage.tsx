import type { LoadStatus } from '@pricetrail/services';
import type { ReactNode } from 'react';
import { ExtFrame } from './ExtFrame';
import { StyledBrand, StyledStatus } from './ExtJdPages.styles';

/** Props of {@link ExtPage}. */
export interface ExtPageProps {
  /** The heading after the 价迹 brand. */
  heading: string;
  /** Beside the heading, e.g. the link to the full history. */
  headerLink?: ReactNode;
  /** Why the frame has no usable product (a missing or bad id). */
  problem?: string;
  /** The page's load: a line while a product's answer is on its way, the error, the content. */
  status: LoadStatus;
  /** Whether a product was given (nothing loads without one). */
  hasProduct: boolean;
  /** The line shown while loading, e.g. 正在加载历史价格…. */
  loadingText: string;
  /** The Chinese line of a failed load. */
  error: string | undefined;
  /** What the page shows once loaded. */
  children: ReactNode;
}

/**
 * A page the extension frames on a store's page: the 价迹 heading, then the missing-product
 * problem, the loading line, the error or the loaded content.
 */
export function ExtPage({
  heading,
  headerLink,
  problem,
  status,
  hasProduct,
  loadingText,
  error,
  children,
}: ExtPageProps) {
  return (
    <ExtFrame>
      <header>
        <h1>
          <StyledBrand>价迹</StyledBrand>
          {heading}
        </h1>
        {headerLink}
      </header>
      {problem ? <StyledStatus role="alert">{problem}</StyledStatus> : null}
      {hasProduct && (status === 'loading' || status === 'idle') ? (
        <StyledStatus role="status">{loadingText}</StyledStatus>
      ) : null}
      {status === 'error' ? <StyledStatus role="alert">{error}</StyledStatus> : null}
      {status === 'ready' ? children : null}
    </ExtFrame>
  );
}
