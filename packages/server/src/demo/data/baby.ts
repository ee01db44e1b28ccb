import { option, sameCost } from './options.js';
import { GROCERY_STORES } from './stores.js';
import type { CategorySpec, Variant } from './types.js';

/** Formula is bought by the can or, cheaper per can, by the case. */
function cans(price: number): Variant[] {
  return [option('单罐装'), option('2罐装', price * 0.95), option('6罐箱装', price * 4.6)];
}

/** Nappies come in single packs or a discounted case of four. */
function packs(price: number): Variant[] {
  return [option('单包装'), option('2包装', price * 0.9), option('4包整箱', price * 2.6)];
}

/** The three stages of infant formula, priced alike. */
const STAGES = sameCost('1段 0-6个月', '2段 6-12个月', '3段 12-36个月');

/** Nappy sizes; a pack costs the same whatever the size. */
const SIZES = sameCost('S码', 'M码', 'L码', 'XL码', 'XXL码');

/** Baby goods: formula and nappies are steady repeat buys, so parents watch every sale. */
export const BABY: CategorySpec = {
  slug: 'baby',
  name: '母婴用品',
  parentSlug: 'daily',
  weight: 6.5,
  stores: { ...GROCERY_STORES, jd: 4.5, tmall: 4, vip: 1 },
  variantKey: '规格',
  colourKey: '包装',
  drift: [0, 0.05],
  saleDepth: [0.1, 0.22],
  everyday: [0.04, 0.12],
  extraSales: [],
  models: [
    {
      brand: '飞鹤',
      head: '飞鹤（FIRMUS）星飞帆 婴幼儿配方奶粉',
      tail: '700g 新国标 国产奶粉',
      price: 268,
      variants: STAGES,
      colours: cans(268),
    },
    {
      brand: '飞鹤',
      head: '飞鹤（FIRMUS）臻稚 有机婴幼儿配方奶粉',
      tail: '800g 有机奶源',
      price: 398,
      variants: STAGES,
      colours: cans(398),
    },
    {
      brand: '君乐宝',
      head: '君乐宝（JUNLEBAO）至臻 A2 婴幼儿配方奶粉',
      tail: '800g A2β-酪蛋白',
      price: 268,
      variants: STAGES,
      colours: cans(268),
    },
    {
      brand: '伊利',
      head: '伊利（yili）金领冠 珍护 婴幼儿配方奶粉',
      tail: '800g OPO结构脂',
      price: 298,
      variants: STAGES,
      colours: cans(298),
    },
    {
      brand: '惠氏',
      head: '惠氏（Wyeth）启赋 蕴萃 婴幼儿配方奶粉',
      tail: '810g 爱尔兰进口',
      price: 398,
      variants: STAGES,
      colours: cans(398),
    },
    {
      brand: '爱他美',
      head: '爱他美（Aptamil）卓萃 婴幼儿配方奶粉',
      tail: '900g 白金版',
      price: 358,
      variants: STAGES,
      colours: cans(358),
    },
    {
      brand: '美赞臣',
      head: '美赞臣（MeadJohnson）蓝臻 婴幼儿配方奶粉',
      tail: '820g 乳铁蛋白',
      price: 358,
      variants: STAGES,
      colours: cans(358),
    },
    {
      brand: 'a2',
      head: 'a2 至初 婴幼儿配方奶粉',
      tail: '900g 新西兰进口',
      price: 298,
      variants: STAGES,
      colours: cans(298),
    },
    {
      brand: '帮宝适',
      head: '帮宝适（Pampers）一级帮 拉拉裤',
      tail: '超薄透气 婴儿尿不湿',
      price: 139,
      variants: SIZES,
      colours: packs(139),
    },
    {
      brand: '帮宝适',
      head: '帮宝适（Pampers）绿帮 纸尿裤',
      tail: '干爽透气 婴儿尿不湿',
      price: 99,
      variants: SIZES,
      colours: packs(99),
    },
    {
      brand: '好奇',
      head: '好奇（Huggies）心钻装 纸尿裤',
      tail: '小森林 超薄透气 尿不湿',
      price: 129,
      variants: SIZES,
      colours: packs(129),
    },
    {
      brand: '花王',
      head: '花王（Merries）妙而舒 纸尿裤',
      tail: '日本进口 透气 婴儿尿不湿',
      price: 109,
      variants: sameCost('S码', 'M码', 'L码', 'XL码'),
      colours: packs(109),
    },
    {
      brand: '大王',
      head: '大王（GOO.N）天使 纸尿裤',
      tail: '日本进口 柔软透气',
      price: 119,
      variants: sameCost('S码', 'M码', 'L码', 'XL码'),
      colours: packs(119),
    },
    {
      brand: '全棉时代',
      head: '全棉时代（Purcotton）婴儿棉柔巾',
      tail: '纯棉 干湿两用 洗脸巾',
      price: 59.9,
      variants: [option('100抽×6包'), option('100抽×12包', 55)],
      colours: sameCost('抽取式', '卷筒式'),
    },
    {
      brand: '贝亲',
      head: '贝亲（Pigeon）宽口径玻璃奶瓶',
      tail: '新生儿 防胀气',
      price: 99,
      variants: [option('160ml'), option('240ml', 10)],
      colours: [option('单只装'), option('2只装', 85)],
    },
    {
      brand: '雅培',
      head: '雅培（Abbott）菁智 纯护 婴幼儿配方奶粉',
      tail: '900g 爱尔兰进口',
      price: 339,
      variants: STAGES,
      colours: cans(339),
    },
    {
      brand: '合生元',
      head: '合生元（BIOSTIME）派星 婴幼儿配方奶粉',
      tail: '800g 法国进口',
      price: 328,
      variants: STAGES,
      colours: cans(328),
    },
  ],
};
