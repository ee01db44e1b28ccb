import styled from 'styled-components';
import { visuallyHidden } from '../PriceTag';

export const StyledUploader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, ${({ theme }) => theme.size.thumbMd});
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledThumb = styled.div`
  position: relative;
  width: ${({ theme }) => theme.size.thumbMd};
  height: ${({ theme }) => theme.size.thumbMd};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.placeholder};

  & > [data-state] {
    height: 100%;
  }

  &[data-upload='failed'] {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.brand};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

export const StyledProgress = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  bottom: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.mask};

  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.onBrand};
    transform: scaleX(var(--photo-progress, 0));
    transform-origin: left;
    transition: transform ${({ theme }) => theme.motion.normal};
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

export const StyledThumbStatus = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.onBrand};
  background: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
`;

export const StyledRemove = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.onMask};
  background: ${({ theme }) => theme.color.mask};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.textInverse};
    background: ${({ theme }) => theme.color.text};
  }

  &:disabled {
    cursor: not-allowed;
  }

  & > svg {
    width: 60%;
    height: 60%;
  }
`;

export const StyledAdd = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: ${({ theme }) => theme.size.thumbMd};
  height: ${({ theme }) => theme.size.thumbMd};
  border: ${({ theme }) => theme.size.hairline} dashed ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  & > svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const StyledInput = styled.input`
  ${visuallyHidden}
`;

export const StyledAddText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledAddCount = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledErrors = styled.div`
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > p {
    margin: 0;
  }
`;
