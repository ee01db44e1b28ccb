import type { CategorySpec } from './types.js';

/** Electronics: JD leads, Tmall close behind, Pinduoduo's 百亿补贴 growing. */
export const DIGITAL_STORES: CategorySpec['stores'] = {
  jd: 5,
  tmall: 4,
  pdd: 2.5,
  suning: 2,
  taobao: 1.5,
  vip: 0.5,
};

/** Big appliances: JD and Suning deliver and install, so they carry most of them. */
export const APPLIANCE_STORES: CategorySpec['stores'] = {
  jd: 5,
  suning: 4,
  tmall: 3.5,
  pdd: 2,
  taobao: 1,
  vip: 0.5,
};

/** Cosmetics: brand flagships on Tmall and Vipshop's flash sales. */
export const BEAUTY_STORES: CategorySpec['stores'] = {
  tmall: 5,
  vip: 3.5,
  jd: 3,
  taobao: 2.5,
  pdd: 2,
  suning: 0.5,
};

/** Groceries and household goods: Pinduoduo's home ground. */
export const GROCERY_STORES: CategorySpec['stores'] = {
  pdd: 5,
  tmall: 3.5,
  jd: 3.5,
  taobao: 3,
  suning: 1,
  vip: 0.5,
};
