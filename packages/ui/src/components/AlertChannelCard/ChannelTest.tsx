import { Button } from '../Button';
import { StyledTest, StyledTestResult } from './AlertChannelCard.styles';

/** Where a channel's test stands. */
export type ChannelTestState = 'idle' | 'pending' | 'sent' | 'failed';

/** Props of {@link ChannelTest}. */
export interface ChannelTestProps {
  /** Where the test stands. */
  state: ChannelTestState;
  /** The outcome's line: the server's, or its reason for failing. */
  message?: string;
  /** The id of the line saying why no test can be sent; the button is disabled while given. */
  describedBy?: string;
  /** The id of the card's heading, which the button is about. */
  channelId: string;
  /** Called on 发送测试. */
  onTest: () => void;
}

/** 发送测试 with its outcome beside it: sending, sent, or why not. */
export function ChannelTest({ state, message, describedBy, channelId, onTest }: ChannelTestProps) {
  const isPending = state === 'pending';
  const isLocked = isPending || describedBy !== undefined;
  return (
    <StyledTest>
      <Button
        shape="rect"
        type="button"
        aria-describedby={[channelId, describedBy].filter(Boolean).join(' ')}
        aria-disabled={isLocked || undefined}
        aria-busy={isPending || undefined}
        onClick={() => {
          if (!isLocked) onTest();
        }}
      >
        {isPending ? '发送中…' : '发送测试'}
      </Button>
      <StyledTestResult role={state === 'failed' ? 'alert' : 'status'} data-state={state}>
        {state === 'sent' || state === 'failed' ? message : ''}
      </StyledTestResult>
    </StyledTest>
  );
}
