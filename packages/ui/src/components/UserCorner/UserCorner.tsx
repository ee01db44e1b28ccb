import { useId, useRef, type HTMLAttributes } from 'react';
import { formatWan } from '@pricetrail/core';
import { Link } from '../Link';
import { StyledVisuallyHidden } from '../PriceTag';
import {
  StyledAvatar,
  StyledBadge,
  StyledCount,
  StyledCounts,
  StyledItem,
  StyledLogin,
  StyledName,
  StyledPanel,
  StyledRegister,
  StyledTrigger,
  StyledUserCorner,
} from './UserCorner.styles';
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

/** Props of {@link UserCorner}. */
export interface UserCornerProps extends HTMLAttributes<HTMLDivElement> {
  /** The signed-in user; absent for a visitor. */
  user?: UserCornerUser;
  /** Collection counts, shown as badges when given. */
  counts?: UserCornerCounts;
  /** Called when a visitor presses 登录 (the caller opens the login modal). */
  onLogin: () => void;
  /** Called when the user picks 退出登录. */
  onLogout: () => void;
  /** Where 注册 leads. */
  registerHref?: string;
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

/** The header's account corner: 登录 / 注册 for visitors, the user's menu once signed in. */
export function UserCorner({
  user,
  counts,
  onLogin,
  onLogout,
  registerHref = '/user/register?from=%2F',
  ...rest
}: UserCornerProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure({ rootRef, triggerRef, panelRef });

  if (!user) {
    return (
      <StyledUserCorner data-state="visitor" {...rest}>
        <StyledLogin type="button" onClick={() => onLogin()}>
          登录
        </StyledLogin>
        <StyledRegister as={Link} href={registerHref}>
          注册
        </StyledRegister>
      </StyledUserCorner>
    );
  }

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
