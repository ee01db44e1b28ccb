import { useId, useRef, type HTMLAttributes } from 'react';
import { formatWan } from '@pricetrail/core';
import { Link } from '../Link';
import { StyledVisuallyHidden } from '../PriceTag';
import { StyledUserCorner } from './UserCorner.styles';
import {
  StyledAvatar,
  StyledBadge,
  StyledCount,
  StyledCounts,
  StyledItem,
  StyledName,
  StyledPanel,
  StyledTrigger,
} from './UserMenu.styles';
import { useDisclosure } from './useDisclosure';

/** The signed-in user as the corner shows them. */
export interface UserCornerUser {
  /** Display name (spec: userInfo.nickname). */
  nickname: string;
}

/** Collection counts from the login store: all saved items and those whose price dropped. */
export interface UserCornerCounts {
  /** Every saved item (stat.all). */
  all: number;
  /** Saved items whose price went down (stat.reduce). */
  reduces: number;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps extends HTMLAttributes<HTMLDivElement> {
  /** The signed-in user. */
  user: UserCornerUser;
  /** Collection counts, shown as badges when given. */
  counts?: UserCornerCounts;
  /** Called when the user picks 退出登录. */
  onLogout: () => void;
}

/** Links of the signed-in menu, in order. */
export const USER_MENU_LINKS = [
  { href: '/mine/collection', label: '我的收藏' },
  { href: '/mine/price_protect', label: '价保' },
  { href: '/mine/setting', label: '账号设置' },
] as const;

function initialOf(nickname: string): string {
  return (Array.from(nickname.trim())[0] ?? '价').toUpperCase();
}

/** The account corner of a signed-in user: avatar, nickname and their menu (the user half of `UserCorner`). */
export function UserMenu({ user, counts, onLogout, ...rest }: UserMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure({ rootRef, triggerRef, panelRef });

  const reduces = counts?.reduces ?? 0;
  const handleLogout = () => {
    menu.close();
    onLogout();
  };

  return (
    <StyledUserCorner ref={rootRef} data-state="user" {...menu.rootProps} {...rest}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={menu.isOpen}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        <StyledAvatar aria-hidden="true">{initialOf(user.nickname)}</StyledAvatar>
        <StyledName>{user.nickname}</StyledName>
        {reduces > 0 && (
          <>
            <StyledBadge aria-hidden="true">{formatWan(reduces)}</StyledBadge>
            <StyledVisuallyHidden>，{formatWan(reduces)} 件收藏降价</StyledVisuallyHidden>
          </>
        )}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </StyledTrigger>
      <StyledPanel ref={panelRef} id={panelId} hidden={!menu.isOpen}>
        <ul>
          {USER_MENU_LINKS.map(({ href, label }) => (
            <li key={href}>
              <StyledItem as={Link} href={href} onClick={menu.close}>
                {label}
                {href === '/mine/collection' && counts && (
                  <StyledCounts>
                    <StyledCount>{formatWan(counts.all)}</StyledCount>
                    {counts.reduces > 0 && (
                      <StyledCount data-kind="reduces">
                        {formatWan(counts.reduces)}件降价
                      </StyledCount>
                    )}
                  </StyledCounts>
                )}
              </StyledItem>
            </li>
          ))}
          <li>
            <StyledItem as="button" type="button" data-kind="logout" onClick={handleLogout}>
              退出登录
            </StyledItem>
          </li>
        </ul>
      </StyledPanel>
    </StyledUserCorner>
  );
}
