import { ONLY, option } from './options.js';
import type { CategorySpec, ModelSpec, Variant } from './types.js';

/** A paperback, and for some titles a hardback that costs more. */
function bindings(hardbackExtra?: number): Variant[] {
  return hardbackExtra === undefined
    ? [option('平装')]
    : [option('平装'), option('精装', hardbackExtra)];
}

/** One title; the publisher stands where other goods name a brand. */
function book(
  publisher: string,
  title: string,
  author: string,
  price: number,
  hardbackExtra?: number,
): ModelSpec {
  return {
    brand: publisher,
    head: title,
    tail: `${author} 著 ${publisher}`,
    price,
    variants: bindings(hardbackExtra),
    colours: ONLY,
  };
}

/** Books: list prices are printed on the cover, so they never drift; discounts do the work. */
export const BOOKS: CategorySpec = {
  slug: 'books',
  name: '图书',
  parentSlug: 'leisure',
  weight: 3,
  stores: { jd: 8, tmall: 2.5, pdd: 2, taobao: 1.5, suning: 0.5 },
  variantKey: '装帧',
  colourKey: '版本',
  drift: [0, 0.02],
  saleDepth: [0.12, 0.25],
  everyday: [0.15, 0.3],
  extraSales: ['school'],
  models: [
    book('作家出版社', '活着', '余华', 45, 20),
    book('作家出版社', '许三观卖血记', '余华', 45),
    book('北京十月文艺出版社', '文城', '余华', 59, 20),
    book('重庆出版社', '三体 全三册', '刘慈欣', 93, 75),
    book('北京十月文艺出版社', '平凡的世界 全三册', '路遥', 108, 60),
    book('南海出版公司', '百年孤独', '加西亚·马尔克斯', 55, 14),
    book('南海出版公司', '解忧杂货店', '东野圭吾', 39.5, 20),
    book('南海出版公司', '白夜行', '东野圭吾', 59.6),
    book('南海出版公司', '你当像鸟飞往你的山', '塔拉·韦斯特弗', 59),
    book('南海出版公司', '窗边的小豆豆', '黑柳彻子', 39.5),
    book('人民文学出版社', '围城', '钱锺书', 39, 20),
    book('人民文学出版社', '红楼梦 全二册', '曹雪芹', 59.7, 40),
    book('人民文学出版社', '我与地坛', '史铁生', 39),
    book('人民文学出版社', '额尔古纳河右岸', '迟子建', 42),
    book('人民文学出版社', '朝花夕拾', '鲁迅', 25),
    book('人民文学出版社', '骆驼祥子', '老舍', 28),
    book('人民文学出版社', '西游记 全二册', '吴承恩', 50, 48),
    book('人民文学出版社', '哈利·波特与魔法石', 'J.K.罗琳', 59, 40),
    book('中信出版社', '人类简史 从动物到上帝', '尤瓦尔·赫拉利', 68),
    book('中信出版社', '原则', '瑞·达利欧', 98),
    book('中信出版社', '穷查理宝典', '彼得·考夫曼', 88, 40),
    book('上海人民出版社', '置身事内 中国政府与经济发展', '兰小欢', 65),
    book('上海人民出版社', '追风筝的人', '卡勒德·胡赛尼', 36),
    book('湖南文艺出版社', '长安的荔枝', '马伯庸', 45, 20),
    book('湖南文艺出版社', '云边有个小卖部', '张嘉佳', 42),
    book('湖南科学技术出版社', '时间简史 插图版', '史蒂芬·霍金', 45, 23),
    book('人民邮电出版社', '认知觉醒 开启自我改变的原动力', '周岭', 55),
    book('人民邮电出版社', 'Python编程 从入门到实践 第3版', '埃里克·马瑟斯', 109.8),
    book('机械工业出版社', '深入理解计算机系统 原书第3版', 'Randal E.Bryant', 139),
    book('机械工业出版社', '算法导论 原书第3版', 'Thomas H.Cormen', 128),
    book('机械工业出版社', '被讨厌的勇气', '岸见一郎', 49.8),
    book('电子工业出版社', '代码大全 第2版', 'Steve McConnell', 128),
    book('天津人民出版社', '蛤蟆先生去看心理医生', '罗伯特·戴博德', 38),
    book('译林出版社', '杀死一只知更鸟', '哈珀·李', 48, 20),
    book('上海文艺出版社', '繁花', '金宇澄', 68, 40),
    book('中华书局', '史记 全十册', '司马迁', 360, 140),
    book('中华书局', '论语译注', '杨伯峻', 39),
    book('湖南文艺出版社', '苏东坡传', '林语堂', 45, 20),
    book('北京大学出版社', '经济学原理 微观经济学分册 第8版', '曼昆', 64),
    book('北京联合出版公司', '明朝那些事儿 全集', '当年明月', 358),
    book('人民文学出版社', '水浒传 全二册', '施耐庵', 50, 48),
    book('人民文学出版社', '三国演义 全二册', '罗贯中', 45, 48),
    book('人民文学出版社', '边城', '沈从文', 29, 20),
    book('作家出版社', '兄弟', '余华', 68),
    book('上海译文出版社', '挪威的森林', '村上春树', 48, 20),
    book('上海译文出版社', '1984', '乔治·奥威尔', 39),
    book('浙江教育出版社', '这里是中国', '星球研究所', 168),
    book('中信出版社', '枪炮、病菌与钢铁', '贾雷德·戴蒙德', 88, 30),
    book('人民邮电出版社', '图解HTTP', '上野宣', 49),
    book('新星出版社', '小王子', '圣埃克苏佩里', 32, 16),
  ],
};
