import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { formatPrice } from '@pricetrail/core';
import { Button } from '../Button';
import { AlertConditionField } from './AlertConditionField';
import { AllStoresField } from './AllStoresField';
import { GroupField } from './GroupField';
import type { AlertCondition } from './alertConditions';
import { UnitField } from './UnitField';
import {
  StyledButtons,
  StyledError,
  StyledField,
  StyledForm,
  StyledHint,
  StyledInputRow,
} from './TargetPriceForm.styles';

/** The fields of a {@link TargetPriceForm}, as typed. */
export interface TargetPriceFormValues {
  /** The alert condition; without the condition choice, 'target' when a target is typed, else 'drop'. */
  alert: AlertCondition;
  /** The target price in yuan; '' for none. */
  targetPrice: string;
  /** The drop in percent for 'percent'; '' otherwise. */
  alertPercent: string;
  /** The N of 近 N 天最低 for 'lowest_days'; '' otherwise. */
  alertDays: string;
  /** The quiet interval in hours as typed; '' for no limit (always '' without the condition choice). */
  alertIntervalHours: string;
  /** Judge it on the same goods' cheapest price in every store (false without the 全网同款 choice). */
  allStores: boolean;
  /** The group name; '' for none (always '' without the group field). */
  group: string;
}

/** The field of the form an error is about. */
export type TargetPriceFormField =
  'targetPrice' | 'alertPercent' | 'alertDays' | 'alertIntervalHours' | 'group';

/** Props of {@link TargetPriceForm}. */
export interface TargetPriceFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The target already set, in yuan; '' for none. */
  defaultTargetPrice?: string;
  /** The condition already set; the 提醒条件 choice shows only when given. */
  defaultAlert?: AlertCondition;
  /** The percentage already set for 降幅达到 N%; '' for none. */
  defaultAlertPercent?: string;
  /** The N already set for 近 N 天最低; '' for none. */
  defaultAlertDays?: string;
  /** The quiet interval already set, in hours; '' for no limit. */
  defaultAlertIntervalHours?: string;
  /** How many listings of the same goods other stores have; the 全网同款 choice shows when above 0. */
  otherStores?: number;
  /** Whether 全网同款 is already chosen. */
  defaultAllStores?: boolean;
  /** Today's price in fen, named in the hint. */
  currentPrice?: number;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** The shopper's group names to pick from; the group field shows only when given. */
  groups?: readonly string[];
  /** The group field's starting value. */
  defaultGroup?: string;
  /** What is wrong with the form, shown under it. */
  error?: string | null;
  /** The field the error is about, marked invalid (default: the target price). */
  errorField?: TargetPriceFormField | null;
  /** A save is on its way: the submit button waits. */
  isBusy?: boolean;
  /** The submit button's label (default 保存). */
  submitLabel?: string;
  /** Called with the fields as typed; checking them is the caller's job. */
  onSave: (values: TargetPriceFormValues) => void;
  /** Called on 取消; the button shows only when given. */
  onCancel?: () => void;
}

/**
 * A watched product's alert: a target price (in yuan), or with `defaultAlert` the whole 提醒条件
 * choice (任意降价 / 低于目标价 / 降幅达到 N% / 创历史新低 / 近 N 天最低 / 涨价提醒 / 不提醒) with
 * the quiet interval; 全网同款 when other stores sell the same goods, and optionally a group name.
 */
export function TargetPriceForm({
  defaultTargetPrice = '',
  defaultAlert,
  defaultAlertPercent = '',
  defaultAlertDays = '',
  defaultAlertIntervalHours = '',
  otherStores = 0,
  defaultAllStores = false,
  currentPrice,
  siteId,
  groups,
  defaultGroup = '',
  error,
  errorField = 'targetPrice',
  isBusy = false,
  submitLabel = '保存',
  onSave,
  onCancel,
  ...rest
}: TargetPriceFormProps) {
  const id = useId();
  const [alert, setAlert] = useState<AlertCondition | undefined>(defaultAlert);
  const [targetPrice, setTargetPrice] = useState(defaultTargetPrice);
  const [alertPercent, setAlertPercent] = useState(defaultAlertPercent);
  const [alertDays, setAlertDays] = useState(defaultAlertDays);
  const [alertIntervalHours, setAlertIntervalHours] = useState(defaultAlertIntervalHours);
  const [allStores, setAllStores] = useState(defaultAllStores);
  const [group, setGroup] = useState(defaultGroup);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const isInvalid = (field: TargetPriceFormField) => Boolean(error) && errorField === field;
  const errorOf = (field: TargetPriceFormField) => (isInvalid(field) ? errorId : undefined);
  const isTargetOnly = alert === undefined;
  const price = currentPrice === undefined ? undefined : formatPrice(currentPrice, siteId);
  const hint = isTargetOnly
    ? `${price ? `当前价 ${price}，目标价需更低；` : ''}留空则任何降价都会提醒`
    : price
      ? `当前价 ${price}，目标价需更低`
      : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    onSave({
      alert: alert ?? (targetPrice.trim() === '' ? 'drop' : 'target'),
      targetPrice,
      alertPercent: alert === 'percent' ? alertPercent : '',
      alertDays: alert === 'lowest_days' ? alertDays : '',
      alertIntervalHours: isTargetOnly ? '' : alertIntervalHours,
      allStores: otherStores > 0 && allStores,
      group: groups ? group : '',
    });
  };

  const targetField = (
    <StyledField>
      <label htmlFor={`${id}-target`}>目标价（元）</label>
      <StyledInputRow>
        <span aria-hidden="true">¥</span>
        <input
          id={`${id}-target`}
          name="targetPrice"
          inputMode="decimal"
          autoComplete="off"
          placeholder="例如 4999"
          value={targetPrice}
          aria-invalid={isInvalid('targetPrice') || undefined}
          aria-describedby={
            [hint && hintId, errorOf('targetPrice')].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => setTargetPrice(event.target.value)}
        />
      </StyledInputRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
    </StyledField>
  );
  const percentField = (
    <UnitField
      id={`${id}-percent`}
      name="alertPercent"
      label="降幅（%）"
      unit="%"
      placeholder="1–90，例如 10"
      hint="比收藏时的价格降了这么多就提醒"
      value={alertPercent}
      errorId={errorOf('alertPercent')}
      onChange={setAlertPercent}
    />
  );
  const daysField = (
    <UnitField
      id={`${id}-days`}
      name="alertDays"
      label="天数 N"
      unit="天"
      placeholder="7–365，例如 30"
      hint="价格到了近 N 天里的最低价就提醒"
      value={alertDays}
      errorId={errorOf('alertDays')}
      onChange={setAlertDays}
    />
  );

  return (
    <StyledForm noValidate onSubmit={handleSubmit} {...rest}>
      {isTargetOnly ? (
        targetField
      ) : (
        <AlertConditionField
          name={`${id}-alert`}
          value={alert}
          onChange={setAlert}
          details={{ target: targetField, percent: percentField, lowest_days: daysField }}
        />
      )}
      {otherStores > 0 && alert !== 'off' && alert !== 'restock' && (
        <AllStoresField
          id={`${id}-all-stores`}
          otherStores={otherStores}
          checked={allStores}
          onChange={setAllStores}
        />
      )}
      {alert !== undefined && alert !== 'off' && (
        <UnitField
          id={`${id}-interval`}
          name="alertIntervalHours"
          label="提醒间隔（可选）"
          unit="小时"
          placeholder="留空不限，例如 24"
          hint="同一条件在这么多小时内最多提醒一次"
          value={alertIntervalHours}
          errorId={errorOf('alertIntervalHours')}
          onChange={setAlertIntervalHours}
        />
      )}
      {groups && (
        <GroupField
          id={`${id}-group`}
          groups={groups}
          value={group}
          errorId={errorOf('group')}
          onChange={setGroup}
        />
      )}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
      <StyledButtons>
        {onCancel && (
          <Button shape="rect" type="button" onClick={() => onCancel()}>
            取消
          </Button>
        )}
        <Button
          shape="rect"
          type="submit"
          variant="primary"
          aria-disabled={isBusy || undefined}
          aria-busy={isBusy || undefined}
        >
          {submitLabel}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}
