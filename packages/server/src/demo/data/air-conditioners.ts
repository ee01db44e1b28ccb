import { option } from './options.js';
import { APPLIANCE_STORES } from './stores.js';
import type { CategorySpec, Variant } from './types.js';

/** A new first-grade unit costs more to buy and less to run, so stores sell both grades. */
const GRADES: readonly Variant[] = [option('新三级能效'), option('新一级能效', 400)];

/** Wall units from a small 1 HP up. */
const WALL: readonly Variant[] = [option('大1匹'), option('1.5匹', 300), option('2匹', 1200)];

/** Floor-standing units for living rooms. */
const FLOOR: readonly Variant[] = [option('2匹'), option('3匹', 1200)];

/** Air conditioners: seasonal goods whose prices hold up, sold by capacity and energy grade. */
export const AIR_CONDITIONERS: CategorySpec = {
  slug: 'air-conditioners',
  name: '空调',
  parentSlug: 'appliances',
  weight: 4.5,
  stores: APPLIANCE_STORES,
  variantKey: '匹数',
  colourKey: '能效等级',
  drift: [-0.06, 0.03],
  saleDepth: [0.1, 0.22],
  everyday: [0.04, 0.12],
  extraSales: [],
  models: [
    {
      brand: '格力',
      head: '格力（GREE）云佳 壁挂式空调',
      tail: '变频冷暖 自清洁 家用挂机',
      price: 2299,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '格力',
      head: '格力（GREE）云锦Ⅲ 壁挂式空调',
      tail: '变频冷暖 舒适风 家用挂机',
      price: 3099,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '格力',
      head: '格力（GREE）京桂 壁挂式空调',
      tail: '变频冷暖 卧室挂机',
      price: 1999,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '格力',
      head: '格力（GREE）云佳 立柜式空调',
      tail: '变频冷暖 客厅柜机',
      price: 5999,
      variants: FLOOR,
      colours: GRADES,
    },
    {
      brand: '美的',
      head: '美的（Midea）酷省电 壁挂式空调',
      tail: '变频冷暖 智能家电 家用挂机',
      price: 2199,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '美的',
      head: '美的（Midea）风尊 壁挂式空调',
      tail: '变频冷暖 防直吹 家用挂机',
      price: 2899,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '美的',
      head: '美的（Midea）酷省电 立柜式空调',
      tail: '变频冷暖 客厅柜机',
      price: 4999,
      variants: FLOOR,
      colours: GRADES,
    },
    {
      brand: '海尔',
      head: '海尔（Haier）静悦 壁挂式空调',
      tail: '变频冷暖 自清洁 家用挂机',
      price: 2299,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '海尔',
      head: '海尔（Haier）雷神者 立柜式空调',
      tail: '变频冷暖 自清洁 客厅柜机',
      price: 5499,
      variants: FLOOR,
      colours: GRADES,
    },
    {
      brand: '小米',
      head: '米家（MIJIA）巨省电 壁挂式空调',
      tail: '变频冷暖 智能互联 家用挂机',
      price: 1999,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: 'TCL',
      head: 'TCL 小蓝翼 壁挂式空调',
      tail: '变频冷暖 新风 家用挂机',
      price: 2099,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '奥克斯',
      head: '奥克斯（AUX）京裕 壁挂式空调',
      tail: '变频冷暖 自清洁 卧室挂机',
      price: 1699,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '华凌',
      head: '华凌 神机 壁挂式空调',
      tail: '变频冷暖 美的出品 家用挂机',
      price: 1799,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '海信',
      head: '海信（Hisense）速冷热 壁挂式空调',
      tail: '变频冷暖 急速冷暖 家用挂机',
      price: 1899,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '大金',
      head: '大金（DAIKIN）康达气 壁挂式空调',
      tail: '变频冷暖 舒适气流 家用挂机',
      price: 4999,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '格力',
      head: '格力（GREE）天仪 壁挂式空调',
      tail: '变频冷暖 除湿 家用挂机',
      price: 3299,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '美的',
      head: '美的（Midea）静新风 壁挂式空调',
      tail: '变频冷暖 新风 家用挂机',
      price: 3599,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '海尔',
      head: '海尔（Haier）劲爽 壁挂式空调',
      tail: '变频冷暖 自清洁 卧室挂机',
      price: 1999,
      variants: WALL,
      colours: GRADES,
    },
    {
      brand: '小米',
      head: '米家（MIJIA）巨省电 立柜式空调',
      tail: '变频冷暖 智能互联 客厅柜机',
      price: 4299,
      variants: FLOOR,
      colours: GRADES,
    },
    {
      brand: '格力',
      head: '格力（GREE）云锦Ⅲ 立柜式空调',
      tail: '变频冷暖 圆柱柜机',
      price: 7299,
      variants: FLOOR,
      colours: GRADES,
    },
  ],
};
