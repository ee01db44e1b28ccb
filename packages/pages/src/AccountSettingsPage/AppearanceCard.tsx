import { colourSchemeView, type ColourSchemeDocument } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { ColourSchemeField } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledCard } from '../account/AccountLayout.styles';

/** Props of {@link AppearanceCard}. */
export interface AppearanceCardProps {
  /** Where the chosen scheme shows (the page's `<html>` on the site). */
  colourSchemeDocument: ColourSchemeDocument;
}

/** The settings page's 外观 card: this device's colour scheme. */
export const AppearanceCard = observer(function AppearanceCard({
  colourSchemeDocument,
}: AppearanceCardProps) {
  const scheme = useFreshView(colourSchemeView, colourSchemeDocument);
  return (
    <StyledCard aria-labelledby="account-appearance">
      <h2 id="account-appearance">外观</h2>
      <ColourSchemeField value={scheme.choice} onChange={({ choice }) => scheme.choose(choice)} />
    </StyledCard>
  );
});
