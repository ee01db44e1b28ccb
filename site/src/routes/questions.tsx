import { QuestionsPage } from '@pricetrail/pages';

/** `/app/questions`. */
export function QuestionsRoute() {
  return <QuestionsPage />;
}
