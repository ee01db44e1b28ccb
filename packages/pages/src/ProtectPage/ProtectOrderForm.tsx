import {
  WINDOW_DAYS,
  earliestPurchaseDay,
  shanghaiToday,
  type OrderForm,
  type ProtectOrderFormStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Button } from '@pricetrail/ui';
import { StyledAlert, StyledCard } from '../account/AccountLayout.styles';
import { AuthField } from '../login/AuthField';
import { StyledFields, StyledSuccess } from './ProtectPage.styles';

/** Props of {@link ProtectOrderForm}. */
export interface ProtectOrderFormProps {
  /** The form's store. */
  form: ProtectOrderFormStore;
}

function emptyForm(today: string): OrderForm {
  return { product: '', paidPrice: '', boughtOn: today, windowDays: '' };
}

/** 登记价保订单: the product (link, share text or dp id), the price paid, the day, the window. */
export const ProtectOrderForm = observer(function ProtectOrderForm({
  form,
}: ProtectOrderFormProps) {
  const root = useRootStore();
  const today = shanghaiToday(root.now());
  const [values, setValues] = useState(() => emptyForm(today));
  const [submitted, setSubmitted] = useState(form.submitted);
  // A recorded purchase empties the form.
  if (form.submitted !== submitted) {
    setSubmitted(form.submitted);
    setValues(emptyForm(today));
  }

  const field = (name: keyof OrderForm) => ({
    value: values[name],
    onValueChange: (value: string) => {
      form.clearMessages();
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(values);
  };

  return (
    <StyledCard aria-labelledby="protect-form-title">
      <h2 id="protect-form-title">登记价保订单</h2>
      <form noValidate onSubmit={handleSubmit}>
        <AuthField
          label="商品链接"
          placeholder="粘贴商品链接或分享文字"
          autoComplete="off"
          {...field('product')}
        />
        <StyledFields>
          <AuthField
            label="实付金额（元）"
            inputMode="decimal"
            autoComplete="off"
            placeholder="到手价，例如 4599"
            {...field('paidPrice')}
          />
          <AuthField
            label="购买日期"
            type="date"
            min={earliestPurchaseDay(root.now())}
            max={today}
            {...field('boughtOn')}
          />
          <AuthField
            label="价保天数（可选）"
            inputMode="numeric"
            autoComplete="off"
            placeholder={`按商城规则，${WINDOW_DAYS.min}–${WINDOW_DAYS.max} 天`}
            {...field('windowDays')}
          />
        </StyledFields>
        {form.error && <StyledAlert role="alert">{form.error}</StyledAlert>}
        {form.success && <StyledSuccess role="status">{form.success}</StyledSuccess>}
        <div>
          <Button
            shape="rect"
            size="large"
            type="submit"
            variant="primary"
            aria-disabled={form.isSubmitting || undefined}
          >
            {form.isSubmitting ? '登记中…' : '登记'}
          </Button>
        </div>
      </form>
    </StyledCard>
  );
});
