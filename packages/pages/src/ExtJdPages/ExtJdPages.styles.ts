import styled from 'styled-components';

export const StyledFrame = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md} 0;

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.md};
  }

  & > header > h1 {
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }

  & > header > a {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }
`;

export const StyledBrand = styled.span`
  margin-right: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledStatus = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.color.textMuted};

  &[role='alert'] {
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const StyledPromotions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }

  & time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledAdvice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-tone='buy'],
  &[data-tone='elsewhere'] {
    background: ${({ theme }) => theme.color.priceDownSoft};
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='wait'],
  &[data-tone='careful'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
`;
