import styled from 'styled-components';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** `/home`: what the product is for. */
export function Component() {
  return (
    <StyledHero>
      <h1>看清每一次降价</h1>
      <p>粘贴京东、天猫、淘宝、拼多多的商品链接，查看真实历史价格，识别先涨后降的假优惠。</p>
    </StyledHero>
  );
}
