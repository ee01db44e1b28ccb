import styled from 'styled-components';

/**
 * The kit's one button look. Round by default; `data-shape='rect'` is the form button (the kit's
 * form controls and the pages' forms); `data-variant` and `data-size` pick colour and room.
 */
// Shape and size go through :where() so that they weigh no more than the button's own class: a
// container that sets its buttons' padding (CopyField's row, say) still wins.
export const StyledButton = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  cursor: pointer;

  &:where([data-size='small']) {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }

  &:where([data-size='large']) {
    min-height: ${({ theme }) => theme.space.xxl};
  }

  &:where([data-shape='rect']) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: inherit;
  }

  &:where([data-shape='rect'][data-size='large']) {
    min-height: ${({ theme }) => theme.space.xxl};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[aria-pressed='true'],
  &[data-variant='danger'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[data-variant='primary'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brand};
  }

  &[data-variant='primary']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brandHover};
  }

  &&[data-variant='link'] {
    min-height: 0;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.focus};
    font-size: inherit;
  }

  &&[data-variant='link']:hover:not(:disabled) {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
