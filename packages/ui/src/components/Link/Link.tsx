import {
  createContext,
  use,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link takes: an anchor's attributes with a required address. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads: a path on this site or a full address. */
  href: string;
  /** The link's content. */
  children?: ReactNode;
  /** The rendered anchor element. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link, e.g. an adapter around a router's own link. */
export type LinkComponent = ComponentType<LinkProps>;

const LinkContext = createContext<{ component: LinkComponent } | undefined>(undefined);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** What every kit link renders through; it must pass `className` and ARIA props on to its anchor. */
  component: LinkComponent;
  /** The tree whose links use it. */
  children: ReactNode;
}

/** Makes every kit link inside render through the given component (the site passes its router link). */
export function LinkProvider({ component, children }: LinkProviderProps) {
  const value = useMemo(() => ({ component }), [component]);
  return <LinkContext value={value}>{children}</LinkContext>;
}

/** A link: a plain `<a href>`, or the component given by the nearest {@link LinkProvider}. */
export function Link(props: LinkProps) {
  const context = use(LinkContext);
  return context ? <context.component {...props} /> : <a {...props} />;
}
