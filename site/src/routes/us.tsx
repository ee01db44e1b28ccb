import { UsPage } from '@pricetrail/pages';

/** `/us/about`. */
export function AboutRoute() {
  return <UsPage topic="about" />;
}

/** `/us/contact`. */
export function ContactRoute() {
  return <UsPage topic="contact" />;
}

/** `/us/zhaopin`. */
export function JobsRoute() {
  return <UsPage topic="zhaopin" />;
}
