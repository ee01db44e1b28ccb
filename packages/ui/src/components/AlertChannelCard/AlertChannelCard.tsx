import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { StyledBadge } from '../PriceTag';
import {
  StyledCard,
  StyledDescription,
  StyledHeader,
  StyledHint,
  StyledNote,
} from './AlertChannelCard.styles';
import { ChannelSwitch } from './ChannelSwitch';
import { ChannelTest, type ChannelTestState } from './ChannelTest';

/** Props of {@link AlertChannelCard}. */
export interface AlertChannelCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The channel's name, the card's heading, e.g. '邮件提醒'. */
  title: string;
  /** One sentence on what the channel does. */
  description: string;
  /** Whether the channel is on; the switch shows only with `onSwitch`. */
  isOn?: boolean;
  /** The channel cannot be switched off (in-site notices): says 始终开启 instead of a switch. */
  isAlwaysOn?: boolean;
  /** A switch change is on its way. */
  isSwitchBusy?: boolean;
  /** Why the channel cannot be switched now (e.g. 请先验证邮箱); the switch waits while given. */
  switchHint?: string;
  /** Called with the state asked for. */
  onSwitch?: (event: { isOn: boolean }) => void;
  /** Where the channel's test stands. */
  testState?: ChannelTestState;
  /** The test's outcome line. */
  testMessage?: string;
  /** Why no test can be sent now; the button waits while given. */
  testHint?: string;
  /** Called on 发送测试; the button shows only when given. */
  onTest?: () => void;
  /** The last change's outcome: saved, or why not. */
  note?: { tone: 'success' | 'error'; text: string } | null;
  /** The channel's own fields (address, shape, links). */
  children?: ReactNode;
}

/**
 * One alert channel on the 提醒设置 tab: its name and what it does, an on/off switch (or 始终开启),
 * its own fields, the last change's outcome and 发送测试 with its result.
 */
export function AlertChannelCard({
  title,
  description,
  isOn = false,
  isAlwaysOn = false,
  isSwitchBusy = false,
  switchHint,
  onSwitch,
  testState = 'idle',
  testMessage,
  testHint,
  onTest,
  note,
  children,
  ...rest
}: AlertChannelCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const switchHintId = switchHint ? `${id}-switch-hint` : undefined;
  const testHintId = testHint && testHint !== switchHint ? `${id}-test-hint` : switchHintId;

  return (
    <StyledCard aria-labelledby={titleId} {...rest}>
      <StyledHeader>
        <h3 id={titleId}>{title}</h3>
        {isAlwaysOn && <StyledBadge data-tone="down">始终开启</StyledBadge>}
        {!isAlwaysOn && onSwitch && (
          <ChannelSwitch
            isOn={isOn}
            labelledBy={titleId}
            describedBy={switchHintId}
            isBusy={isSwitchBusy}
            onSwitch={onSwitch}
          />
        )}
      </StyledHeader>
      <StyledDescription>{description}</StyledDescription>
      {switchHint && <StyledHint id={switchHintId}>{switchHint}</StyledHint>}
      {testHint && testHint !== switchHint && <StyledHint id={testHintId}>{testHint}</StyledHint>}
      {children}
      {note && (
        <StyledNote role={note.tone === 'error' ? 'alert' : 'status'} data-tone={note.tone}>
          {note.text}
        </StyledNote>
      )}
      {onTest && (
        <ChannelTest
          state={testState}
          message={testMessage}
          describedBy={testHint ? testHintId : undefined}
          channelId={titleId}
          onTest={onTest}
        />
      )}
    </StyledCard>
  );
}
