import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../Button';
import { CopyField } from '../CopyField';
import { StyledConfirm, StyledFeed } from './FeedAlertLinks.styles';

/** Which feed address. */
export type FeedFormat = 'rss' | 'atom';

/** Props of {@link FeedAlertLinks}. */
export interface FeedAlertLinksProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onCopy'
> {
  /** The secret RSS address. */
  rss: string;
  /** The secret Atom address. */
  atom: string;
  /** The address just copied, if any. */
  copied?: FeedFormat | null;
  /** New addresses are on their way: 重置链接 waits. */
  isResetting?: boolean;
  /** Called on an address's 复制. */
  onCopy: (event: { format: FeedFormat }) => void;
  /** Called once 重置链接 is confirmed. */
  onReset: () => void;
}

/** The two secret feed addresses with 复制, and 重置链接 (asked twice: the old ones stop working). */
export function FeedAlertLinks({
  rss,
  atom,
  copied = null,
  isResetting = false,
  onCopy,
  onReset,
  ...rest
}: FeedAlertLinksProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Keyboard focus follows the question: onto 确认重置, then back to 重置链接.
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) resetRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  return (
    <StyledFeed {...rest}>
      <CopyField
        label="RSS 地址"
        value={rss}
        isCopied={copied === 'rss'}
        onCopy={() => onCopy({ format: 'rss' })}
      />
      <CopyField
        label="Atom 地址"
        value={atom}
        isCopied={copied === 'atom'}
        onCopy={() => onCopy({ format: 'atom' })}
      />
      {isConfirming ? (
        <StyledConfirm role="group" aria-label="重置订阅链接">
          <p>重置后旧链接立即失效，阅读器里需要换成新链接。</p>
          <Button
            shape="rect"
            ref={confirmRef}
            type="button"
            variant="primary"
            onClick={() => {
              onReset();
              setIsConfirming(false);
            }}
          >
            确认重置
          </Button>
          <Button shape="rect" type="button" onClick={() => setIsConfirming(false)}>
            取消
          </Button>
        </StyledConfirm>
      ) : (
        <div>
          <Button
            shape="rect"
            ref={resetRef}
            type="button"
            aria-disabled={isResetting || undefined}
            aria-busy={isResetting || undefined}
            onClick={() => {
              if (!isResetting) setIsConfirming(true);
            }}
          >
            {isResetting ? '重置中…' : '重置链接'}
          </Button>
        </div>
      )}
    </StyledFeed>
  );
}
