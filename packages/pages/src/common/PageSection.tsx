import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** The section heading (h2). */
  title: string;
  /** Its content. */
  children: ReactNode;
  /** Anchor id, so `#id` links jump to it. */
  id?: string;
}

/** A titled block of a page. */
export function PageSection({ title, children, id }: PageSectionProps) {
  return (
    <StyledSection id={id} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </StyledSection>
  );
}
