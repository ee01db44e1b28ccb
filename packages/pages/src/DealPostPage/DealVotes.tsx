import type { DealPostVotes } from '@pricetrail/services';
import { Button, Link } from '@pricetrail/ui';
import { StyledHint } from '../account/AccountLayout.styles';
import { StyledVotes } from './DealPostPage.styles';

/** Props of {@link DealVotes}. */
export interface DealVotesProps {
  /** The counts and the viewer's vote. */
  votes: DealPostVotes;
  /** Whether the viewer may vote (signed in, post approved). */
  canVote: boolean;
  /** A vote is on its way. */
  isVoting: boolean;
  /** The sign-in page that returns here, for visitors. */
  signInHref: string;
  /** Called with 1 (值) or -1 (不值). */
  onVote: (value: 1 | -1) => void;
}

/** 值 / 不值 with their counts: toggle buttons for a signed-in viewer, counts and a sign-in link otherwise. */
export function DealVotes({ votes, canVote, isVoting, signInHref, onVote }: DealVotesProps) {
  if (!canVote) {
    return (
      <StyledVotes>
        <span>值 {votes.worth}</span>
        <span>不值 {votes.unworth}</span>
        <StyledHint>
          <Link href={signInHref}>登录</Link>后投票
        </StyledHint>
      </StyledVotes>
    );
  }
  return (
    <StyledVotes aria-busy={isVoting || undefined}>
      <Button
        shape="rect"
        size="large"
        type="button"
        data-vote="worth"
        aria-pressed={votes.mine === 1}
        aria-disabled={isVoting || undefined}
        onClick={() => onVote(1)}
      >
        值 {votes.worth}
      </Button>
      <Button
        shape="rect"
        size="large"
        type="button"
        data-vote="unworth"
        aria-pressed={votes.mine === -1}
        aria-disabled={isVoting || undefined}
        onClick={() => onVote(-1)}
      >
        不值 {votes.unworth}
      </Button>
    </StyledVotes>
  );
}
