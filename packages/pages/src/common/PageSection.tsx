import { Link } from '@pricetrail/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  & > h2 {
    margin: 0;
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
  /** A link beside the heading to the whole list the section samples, e.g. 全部好价. */
  more?: { href: string; label: string };
}

/** A titled block of a page. */
export function PageSection({ title, children, id, more }: PageSectionProps) {
  return (
    <StyledSection id={id} aria-label={title}>
      <StyledHeading>
        <h2>{title}</h2>
        {more ? <Link href={more.href}>{more.label}</Link> : null}
      </StyledHeading>
      {children}
    </StyledSection>
  );
}
