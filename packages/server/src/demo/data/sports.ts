import { sameCost } from './options.js';
import type { CategorySpec } from './types.js';

/** Men's shoe sizes; every size of a shoe is its own goods but costs the same. */
const MEN = sameCost('39', '40', '41', '42', '43', '44');

/** Women's shoe sizes. */
const WOMEN = sameCost('36', '37', '38', '39', '40');

/** Clothing sizes. */
const CLOTHES = sameCost('S', 'M', 'L', 'XL', 'XXL');

/** Sportswear: shoes in many sizes and colours, from Chinese brands and the global names. */
export const SPORTS: CategorySpec = {
  slug: 'sports',
  name: '运动户外',
  parentSlug: 'leisure',
  weight: 8,
  stores: { tmall: 5, jd: 4, vip: 3, taobao: 2.5, pdd: 2.5, suning: 0.5 },
  variantKey: '尺码',
  colourKey: '颜色',
  drift: [-0.06, 0.02],
  saleDepth: [0.12, 0.3],
  everyday: [0.05, 0.2],
  extraSales: ['school'],
  models: [
    {
      brand: '李宁',
      head: '李宁（LI-NING）赤兔7 PRO',
      tail: '男子轻质竞速跑鞋 䨻科技',
      price: 499,
      variants: MEN,
      colours: sameCost('标准黑', '标准白', '荧光冰蓝'),
    },
    {
      brand: '李宁',
      head: '李宁（LI-NING）飞电4 CHALLENGER',
      tail: '碳板竞速 马拉松跑鞋',
      price: 899,
      variants: MEN,
      colours: sameCost('标准白', '荧光亮绿'),
    },
    {
      brand: '李宁',
      head: '李宁（LI-NING）韦德之道11',
      tail: '男子 专业篮球鞋',
      price: 1499,
      variants: MEN,
      colours: sameCost('黑金', '白红'),
    },
    {
      brand: '李宁',
      head: '李宁（LI-NING）运动卫衣',
      tail: '男女同款 连帽套头',
      price: 299,
      variants: CLOTHES,
      colours: sameCost('黑色', '米白色', '雾霾蓝'),
    },
    {
      brand: '安踏',
      head: '安踏（ANTA）马赫4',
      tail: '氮科技 男子竞速跑鞋',
      price: 469,
      variants: MEN,
      colours: sameCost('象牙白', '荧光绿', '黑色'),
    },
    {
      brand: '安踏',
      head: '安踏（ANTA）KT9',
      tail: '汤普森 男子篮球鞋',
      price: 1199,
      variants: MEN,
      colours: sameCost('黑白', '勇士蓝'),
    },
    {
      brand: '安踏',
      head: '安踏（ANTA）速干运动T恤',
      tail: '男子 短袖 跑步训练',
      price: 129,
      variants: CLOTHES,
      colours: sameCost('黑色', '白色', '深灰'),
    },
    {
      brand: '耐克',
      head: '耐克（NIKE）Air Force 1 ’07',
      tail: '空军一号 男子运动鞋 板鞋',
      price: 799,
      variants: MEN,
      colours: sameCost('白色', '黑色'),
    },
    {
      brand: '耐克',
      head: '耐克（NIKE）Pegasus 41',
      tail: '飞马 男子公路跑鞋',
      price: 899,
      variants: MEN,
      colours: sameCost('黑白', '白蓝', '灰橙'),
    },
    {
      brand: '耐克',
      head: '耐克（NIKE）Dunk Low',
      tail: '女子运动鞋 板鞋',
      price: 799,
      variants: WOMEN,
      colours: sameCost('熊猫黑白', '浅粉', '米白'),
    },
    {
      brand: '阿迪达斯',
      head: '阿迪达斯（adidas）Samba OG',
      tail: '三叶草 德训鞋 男女板鞋',
      price: 899,
      variants: sameCost('37', '38', '39', '40', '41', '42', '43'),
      colours: sameCost('白绿', '黑白'),
    },
    {
      brand: '阿迪达斯',
      head: '阿迪达斯（adidas）Ultraboost Light',
      tail: '男子跑步鞋 缓震',
      price: 1499,
      variants: MEN,
      colours: sameCost('黑色', '白色'),
    },
    {
      brand: '特步',
      head: '特步（XTEP）160X 6.0',
      tail: '碳板 马拉松竞速跑鞋',
      price: 1099,
      variants: MEN,
      colours: sameCost('新白色', '荧光黄'),
    },
    {
      brand: '鸿星尔克',
      head: '鸿星尔克（ERKE）奇弹 跑鞋',
      tail: '男子 减震 运动鞋',
      price: 259,
      variants: MEN,
      colours: sameCost('正黑', '微晶白', '深灰'),
    },
    {
      brand: '斯凯奇',
      head: '斯凯奇（Skechers）GO WALK 健步鞋',
      tail: '女子 一脚蹬 休闲鞋',
      price: 459,
      variants: WOMEN,
      colours: sameCost('黑色', '灰色', '海军蓝'),
    },
    {
      brand: 'lululemon',
      head: 'lululemon Align 高腰紧身裤',
      tail: '女子 瑜伽裤 25英寸',
      price: 850,
      variants: sameCost('2', '4', '6', '8'),
      colours: sameCost('黑色', '石墨灰', '海军蓝'),
    },
    {
      brand: '骆驼',
      head: '骆驼（CAMEL）三合一冲锋衣',
      tail: '男女 防风防水 户外外套',
      price: 499,
      variants: CLOTHES,
      colours: sameCost('黑色', '藏青', '军绿'),
    },
    {
      brand: '始祖鸟',
      head: '始祖鸟（ARC’TERYX）Beta 冲锋衣',
      tail: 'GORE-TEX 男子 防水夹克',
      price: 4500,
      variants: sameCost('S', 'M', 'L', 'XL'),
      colours: sameCost('黑色', '蓝色', '绿色'),
    },
  ],
};
