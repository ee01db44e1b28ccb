import type { HTMLAttributes } from 'react';
import { formatDottedDay, formatPrice, isPhone, maskPhone, siteById } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import {
  StyledAvatar,
  StyledCard,
  StyledDate,
  StyledFooter,
  StyledInfo,
  StyledMedia,
  StyledNickname,
  StyledPaid,
  StyledProduct,
  StyledText,
  StyledUser,
} from './PhotoCard.styles';

/** Props of {@link PhotoCard}. */
export interface PhotoCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The sharer's nickname; a phone number is masked ('138*****678'). */
  nickname: string;
  /** The purchase photo. */
  photoSrc: string;
  /** Intrinsic width of the photo, to reserve its box (4:3 when unknown). */
  photoWidth?: number;
  /** Intrinsic height of the photo. */
  photoHeight?: number;
  /** What the sharer wrote; clamped to three lines. */
  text: string;
  /** What the sharer paid, in fen. */
  paidPrice: number;
  /** When it was bought (epoch seconds). */
  purchasedAt: number;
  /** Store id where it was bought. */
  siteId: number;
  /** The product bought, linked when `productHref` is given. */
  productTitle?: string;
  /** The product's page. */
  productHref?: string;
}

/** A shopper's purchase photo (晒单): who, photo, words, price paid, when and where. */
export function PhotoCard({
  nickname,
  photoSrc,
  photoWidth = 400,
  photoHeight = 300,
  text,
  paidPrice,
  purchasedAt,
  siteId,
  productTitle,
  productHref,
  ...rest
}: PhotoCardProps) {
  const shownName = isPhone(nickname) ? maskPhone(nickname) : nickname;
  const storeName = siteById(siteId)?.name;

  return (
    <StyledCard {...rest}>
      <StyledMedia>
        <LazyImage
          src={photoSrc}
          alt={`${shownName}的晒单照片`}
          width={photoWidth}
          height={photoHeight}
        />
      </StyledMedia>
      <StyledInfo>
        <StyledText>{text}</StyledText>
        {productTitle && (
          <StyledProduct>
            {productHref ? <a href={productHref}>{productTitle}</a> : productTitle}
          </StyledProduct>
        )}
        <StyledPaid>
          {storeName && `${storeName} · `}到手价 <strong>{formatPrice(paidPrice, siteId)}</strong>
        </StyledPaid>
        <StyledFooter>
          <StyledUser>
            <StyledAvatar aria-hidden="true">{shownName.slice(0, 1)}</StyledAvatar>
            <StyledNickname>{shownName}</StyledNickname>
          </StyledUser>
          <StyledDate dateTime={new Date(purchasedAt * 1000).toISOString()}>
            {formatDottedDay(purchasedAt)}购买
          </StyledDate>
        </StyledFooter>
      </StyledInfo>
    </StyledCard>
  );
}
