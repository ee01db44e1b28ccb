import { APP_COMMENT_SUBJECT } from '@pricetrail/core';
import { StyledAccountPage, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { CommentThread } from '../CommentThread';
import { PageMeta } from '../common/PageMeta';

/** Title of `/app/comment`. */
export const APP_COMMENT_TITLE = '用户评价';

/** `/app/comment`: what people say about PriceTrail, their average rating, and a form to join in. */
export function AppCommentPage() {
  return (
    <StyledAccountPage>
      <PageMeta
        title={APP_COMMENT_TITLE}
        description="看看大家怎么评价价迹，也来打个分、说两句。"
      />
      <h1>{APP_COMMENT_TITLE}</h1>
      <StyledCard aria-label="价迹的评分与评论">
        <StyledHint>
          新注册的账号发表的评论经审核后展示；被多人举报的评论会暂时隐藏待复核。
        </StyledHint>
        <CommentThread subject={APP_COMMENT_SUBJECT} isRated title="大家怎么说" />
      </StyledCard>
    </StyledAccountPage>
  );
}
