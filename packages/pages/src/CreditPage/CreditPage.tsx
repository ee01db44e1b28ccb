import { formatDottedDay } from '@pricetrail/core';
import { creditView, type CreditStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { CreditSummary, Pagination } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { MineGate } from '../mine/MineGate';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { StyledAmount, StyledLedger, StyledRules } from './CreditPage.styles';

const PAGE = /^[1-9]\d{0,2}$/;

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

const Credits = observer(function Credits({
  store,
  onPage,
}: {
  store: CreditStore;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <CreditSummary
        balance={store.balance}
        isCheckedIn={store.isCheckedInToday}
        isCheckingIn={store.isCheckingIn}
        checkInAmount={store.checkInAmount ?? undefined}
        message={store.checkInMessage}
        onCheckIn={() => void store.checkIn()}
      />
      <StyledCard aria-labelledby="credit-rules">
        <h2 id="credit-rules">如何获得积分</h2>
        <StyledRules>
          {store.rules.map((rule) => (
            <li key={rule.reason}>
              <span>{rule.text}</span>
              <StyledAmount data-tone="earn">{signed(rule.amount)}</StyledAmount>
            </li>
          ))}
        </StyledRules>
      </StyledCard>
      <StyledCard aria-labelledby="credit-ledger">
        <h2 id="credit-ledger">积分明细</h2>
        {store.entries.length === 0 ? (
          <StyledHint>还没有积分记录，签到即可获得积分。</StyledHint>
        ) : (
          <StyledLedger aria-busy={store.isLoading || undefined}>
            {store.entries.map((entry) => (
              <li key={entry.id}>
                <span>{entry.text}</span>
                <time dateTime={new Date(entry.createdAt * 1000).toISOString()}>
                  {formatDottedDay(entry.createdAt)}
                </time>
                <StyledAmount data-tone={entry.amount >= 0 ? 'earn' : 'spend'}>
                  {signed(entry.amount)}
                </StyledAmount>
              </li>
            ))}
          </StyledLedger>
        )}
        <Pagination
          page={store.page}
          total={store.total}
          pageSize={store.pageSize}
          label="积分明细分页"
          onChange={({ page }) => onPage(page)}
        />
      </StyledCard>
    </>
  );
});

/** `/mine/credit`: the balance with the daily 签到, how credits are earned, and the ledger (`?page=`). */
export const CreditPage = observer(function CreditPage() {
  const store = useFreshView(creditView, 'credit');
  const [search, setSearch] = useSearchParams();
  const pageText = search.get('page') ?? '';
  const page = PAGE.test(pageText) ? Number(pageText) : 1;
  useSignInWhenSignedOut(store.status);

  useEffect(() => {
    void store.load(page);
  }, [store, page]);

  return (
    <MineGate
      title="我的积分"
      description="积分余额、每日签到、积分规则与明细"
      status={store.status}
      error={store.error}
      onRetry={() => void store.load(page)}
      exports="credits"
    >
      {() => (
        <Credits
          store={store}
          onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </MineGate>
  );
});
