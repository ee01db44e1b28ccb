import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { checkOrderForm, type OrderForm } from './orderForm';
import { MSG_ORDER_ADDED } from './personalMessages';
import type { PersonalApiClient } from './personalTypes';
import { personalFailure } from './personalStatus';

/** The 价保 list the form adds to, read again after each purchase it records. */
export interface ProtectOrderList {
  /** Reads the list again. */
  reload(isEffective?: boolean): Promise<void>;
}

/** The 登记价保订单 form: checks what was typed, records the purchase, shows the 有效 tab. */
export class ProtectOrderFormStore {
  /** What is wrong with the form, or the server's refusal. */
  error: string | null = null;
  /** The line after a purchase was recorded. */
  success: string | null = null;
  /** The purchase is on its way. */
  isSubmitting = false;
  /** Bumped after each recorded purchase, so the form can start empty again. */
  submitted = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
    private readonly orders: ProtectOrderList,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'orders'>(
      this,
      { root: false, api: false, orders: false },
      { autoBind: true },
    );
  }

  /** Checks the form (days in Asia/Shanghai, by the root's clock) and records the purchase. */
  submit = flow(function* (this: ProtectOrderFormStore, form: OrderForm) {
    if (this.isSubmitting) return;
    this.success = null;
    const checked = checkOrderForm(form, this.root.now());
    this.error = checked.ok ? null : checked.message;
    if (!checked.ok) return;
    this.isSubmitting = true;
    try {
      yield this.api.addProtectOrder(checked.value);
      this.success = MSG_ORDER_ADDED;
      this.submitted += 1;
      yield this.orders.reload(true);
    } catch (error) {
      this.error = personalFailure(error).message;
    } finally {
      this.isSubmitting = false;
    }
  });

  /** Clears the lines (the shopper is typing again). */
  clearMessages(): void {
    this.error = null;
    this.success = null;
  }
}
