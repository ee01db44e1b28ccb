import styled from 'styled-components';

export const StyledWaysOn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

export const StyledSearch = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoint.tablet};
`;

export const StyledLinks = styled.nav`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.round};
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    transition: background ${({ theme }) => theme.motion.fast};
  }

  & a:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }

  & li:first-child a {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }

  & li:first-child a:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;
