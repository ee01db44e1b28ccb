import { isPhone, maskPhone } from '@pricetrail/core';
import type { ShaidanPost } from '@pricetrail/services';
import { Button, LazyImage, Link } from '@pricetrail/ui';
import { paths } from '../paths';
import {
  StyledPost,
  StyledPostFooter,
  StyledProductLink,
  StyledThumbs,
} from './ShaidanPage.styles';

/** Props of {@link ShaidanCard}. */
export interface ShaidanCardProps {
  /** The post shown. */
  post: ShaidanPost;
  /** Where one size of a photo is served. */
  imageUrl: (id: string, size: 'small' | 'medium') => string;
  /** Likes or unlikes the post; absent where likes are not offered. */
  onLike?: (post: ShaidanPost) => void;
  /** Load the first photo at once (cards above the fold). */
  isEager?: boolean;
}

/** One 晒单: its first photo large, the rest as thumbnails, the words, the product and the likes. */
export function ShaidanCard({ post, imageUrl, onLike, isEager = false }: ShaidanCardProps) {
  const author = isPhone(post.author) ? maskPhone(post.author) : post.author;
  const [first, ...rest] = post.images;
  return (
    <StyledPost aria-label={`${author}的晒单`}>
      {first ? (
        <LazyImage
          src={imageUrl(first.id, 'medium')}
          alt={`${author}的晒单照片 1`}
          width={first.width}
          height={first.height}
          isEager={isEager}
        />
      ) : null}
      {rest.length > 0 ? (
        <StyledThumbs aria-label="更多照片">
          {rest.map((image, i) => (
            <li key={image.id}>
              <LazyImage
                src={imageUrl(image.id, 'small')}
                alt={`${author}的晒单照片 ${i + 2}`}
                width={1}
                height={1}
              />
            </li>
          ))}
        </StyledThumbs>
      ) : null}
      <div>
        <p>{post.text}</p>
        <StyledProductLink>
          <Link href={paths.product(post.dpId)}>{post.title || post.dpId}</Link>
        </StyledProductLink>
        <StyledPostFooter>
          <span>{author}</span>
          {onLike ? (
            <Button
              size="large"
              type="button"
              aria-pressed={post.liked}
              aria-label={`${post.liked ? '取消点赞' : '点赞'}，已有 ${post.likes} 人点赞`}
              onClick={() => onLike(post)}
            >
              <span aria-hidden="true">{post.liked ? '♥' : '♡'}</span> {post.likes}
            </Button>
          ) : (
            <span>{post.likes} 人点赞</span>
          )}
        </StyledPostFooter>
      </div>
    </StyledPost>
  );
}
