import styled from 'styled-components';
import { shownOnTouchOnly } from '../../theme/touchOnly';
import { visuallyHidden } from '../PriceTag';

export const StyledSearchBox = styled.form`
  --search-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  --search-font: ${({ theme }) => theme.font.size.md};
  width: 100%;
  min-width: 0;

  &[data-size='large'] {
    --search-height: calc(${({ theme }) => theme.space.xxl} + ${({ theme }) => theme.space.md});
    --search-font: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: stretch;
  height: var(--search-height);
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  [data-size='large'] > & {
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

export const StyledField = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
`;

export const StyledLabel = styled.label`
  ${visuallyHidden}
`;

export const StyledIcon = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.font.size.xl};
  height: ${({ theme }) => theme.font.size.xl};
  margin-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};

  [data-size='compact'] & {
    display: none;
  }
`;

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: var(--search-font);
  text-overflow: ellipsis;

  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
`;

export const StyledClear = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--search-height);
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing} * 2);
  }
`;

/** 粘贴: touch devices only, where pasting into a box takes a long press and a menu. */
export const StyledPaste = styled.button`
  ${shownOnTouchOnly('inline-flex')}
  flex: none;
  align-self: center;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
`;

export const StyledButton = styled.button`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  font-size: var(--search-font);
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.onBrand};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing} * 2);
  }

  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.color.brandHover};
    cursor: progress;
  }

  [data-size='large'] & {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

export const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledStatus = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
