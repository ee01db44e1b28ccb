// Generated from the API document at /api/docs/json by `pnpm api:types`: do not edit.
// A test regenerates it and fails when it differs from this file.

export interface paths {
    readonly "/api/health": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 服务健康与各商城抓取状态 */
        readonly get: operations["getHealth"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/qr.svg": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 本站页面的二维码（SVG）：手机扫码打开同一页面 */
        readonly get: operations["getPageQrCode"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/products/{dpId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品、价格摘要与价格更新时间和来源 */
        readonly get: operations["getProduct"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/products/{dpId}/history": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 价格历史（页面价与到手价两条线，每条最多约 1000 点） */
        readonly get: operations["getPriceHistory"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/products/{dpId}/offers": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 同款商品在其他商城的价格（到手价从低到高） */
        readonly get: operations["getProductOffers"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/trend/identify": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品链接或分享文字（含 3.cn、u.jd.com、m.tb.cn 等短链接）→ 商品编号与商品页链接 */
        readonly get: operations["identifyProductLink"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/trend/resolve": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品链接（或分享文字）→ 商品 */
        readonly get: operations["resolveProductLink"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/tracking/{dpId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 追踪中的商品链接的进度（排队、抓取、完成或失败原因与下次重试时间） */
        readonly get: operations["getTrackingStatus"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/search": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 关键词搜索（支持中文分词与中英混合），按热度排序；不带关键词时列出全部或某分类的商品；可按商城、价格区间、历史最低、有货筛选，按降幅、价格、销量排序 */
        readonly get: operations["searchProducts"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/categories": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品分类 */
        readonly get: operations["listCategories"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/deals": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 今日好价：到手价比前 30 天中位价低到一定幅度和金额、且数据足够的商品；view=fake 列出先涨后降的假降价及其证据 */
        readonly get: operations["listDeals"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/promotions": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 进行中和即将开始的商城活动（618、双11、年货节、品牌日 …），按开始时间排列 */
        readonly get: operations["listPromotions"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/promotions/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 一个活动：日期、规则和一页参加的商品（每页 20 个，productCount 为总数） */
        readonly get: operations["getPromotion"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/coupons": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 还没过期的优惠券：门槛、金额、有效期和领券链接，快过期的在前 */
        readonly get: operations["listCoupons"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/lowest": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 近 7 天降到历史最低价、今天仍是这个价的商品（曾经更贵），附当前价格的促销规则 */
        readonly get: operations["listLowest"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/products/{dpId}/next-sale": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品所在商城最近的大促（进行中或即将开始；品牌日只算参加的商品） */
        readonly get: operations["getNextSale"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/rankings": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 排行榜（前 50 名）：降价榜（今日真降价的降幅）、热门榜（7 天浏览次数）、收藏榜（收藏人数）、销量榜（销量），每行带与昨天相比的名次变化 */
        readonly get: operations["listRankings"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/prices/observations": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 上报观察到的价格（每批最多 500 条；金额单位分，时间为秒级时间戳） */
        readonly post: operations["reportPriceObservations"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/ai/rate": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** AI 点评一件商品值不值得买（流式） */
        readonly get: operations["streamAiRating"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/ai/compare": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** AI 比较 2–4 件商品并给出推荐（流式） */
        readonly get: operations["streamAiComparison"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserHelper/SmsCode": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 发送短信验证码（tag: login / bind / change / rechange / forgot；register 按 login） */
        readonly post: operations["sendSmsCode"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserHelper/SmsLogin/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 手机号登录回调（capi，不签名）：验证码正确即登录，首次使用即注册 */
        readonly post: operations["signInWithSmsCode"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/Login": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 账号（手机号或邮箱）密码登录 */
        readonly post: operations["signInWithPassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/Logout": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 退出登录（结束本会话；push_endpoint 为此浏览器的推送地址时，同时关闭它的推送） */
        readonly post: operations["signOut"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/Detail": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 当前用户：uid、昵称、绑定（utype 1 QQ 2 微信 3 微博 4 手机 5 邮箱）、是否已设密码、是否为运营人员 */
        readonly get: operations["getUserDetail"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/Dispose": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 注销账号（ensure=1）：删除账号及其全部数据，结束所有会话 */
        readonly post: operations["disposeAccount"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/Modify": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 修改昵称、密码（当前密码或短信验证码）、手机号（bind / rechange）或邮箱 */
        readonly post: operations["modifyAccount"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/User/ResetPassword": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 忘记密码：凭 forgot 短信验证码设置新密码，并结束该账号的所有会话 */
        readonly post: operations["resetPassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserHelper/Captcha": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 安全验证页（算术题或 Turnstile） */
        readonly get: operations["getCaptchaPage"];
        readonly put?: never;
        /** 提交安全验证（算术题答案或 Turnstile 令牌） */
        readonly post: operations["submitCaptcha"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/helper/QrCode": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 扫码登录二维码：id、有效秒数 expired、PNG data URL qrImgStr */
        readonly get: operations["createQrLoginCode"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/helper/QrLogin": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 扫码确认后，等待的浏览器用一次性 token 换取登录 Cookie */
        readonly post: operations["redeemQrLogin"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/helper/QrScan": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 手机扫码：标记已扫描，返回发起登录的浏览器与 IP */
        readonly post: operations["scanQrLogin"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/helper/QrConfirm": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 手机确认登录 */
        readonly post: operations["confirmQrLogin"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/helper/QrRefuse": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 手机拒绝登录 */
        readonly post: operations["refuseQrLogin"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/sck": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * WebSocket：扫码登录状态推送（Success / LoginConnected / 登录数据）
         * @description 升级为 WebSocket 后发送 `{ "action": "QrCodeLogin", "msg": { "tid": "…" } }`；服务器推送 `{ code, msg, data? }`：Success、LoginConnected（已扫码）、LoginSuccess（data.token 交给 POST /helper/QrLogin），失败时 code 为 -1。
         */
        readonly get: operations["watchQrLogin"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserUnion/Authorize": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 第三方登录/绑定（utype 1 QQ 2 微信 3 微博）：返回平台授权地址 data.url */
        readonly get: operations["startSocialSignIn"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserUnion/Callback/{utype}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 第三方平台授权回调：校验 state，换取用户标识，登录或绑定后跳回 _referer */
        readonly get: operations["finishSocialSignIn"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/List": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 收藏列表：全部或降价（tab），按收藏时间、降幅或现价排序，可按分组筛选 */
        readonly get: operations["listCollection"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/Saved": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 这些商品中哪些已收藏（列表页的收藏按钮用；最多 60 个，逗号分隔） */
        readonly get: operations["savedInCollection"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/Item": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 某个商品的收藏（商品页的收藏按钮用）：已收藏时为该收藏及其提醒条件，否则为 null */
        readonly get: operations["collectionItemOfProduct"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/Add": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 收藏商品（记下当前到手价），可设目标价（分）、分组与提醒条件；已收藏则只更新这些设置 */
        readonly post: operations["addToCollection"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/Update": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 修改收藏（id 或 dp_id）的目标价、分组与提醒条件；传空字符串即清除 */
        readonly post: operations["updateCollectionItem"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserCollection/Delete": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 取消收藏（id 或 dp_id） */
        readonly post: operations["deleteCollectionItem"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/WorthOrderList": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 价保订单：有效或已过期（effective），含期间最低价、可申请金额与剩余天数 */
        readonly get: operations["listProtectOrders"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/WorthOrderAdd": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 登记价保订单：商品（dp_id 或商品链接 url）、到手价（分）、购买时间（秒或 YYYY-MM-DD）、价保天数（默认按商城） */
        readonly post: operations["addProtectOrder"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/WorthOrderDelete": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 删除价保订单 */
        readonly post: operations["deleteProtectOrder"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/CheckIn": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 每日签到（按北京时间每天一次，重复签到不再加分） */
        readonly post: operations["checkIn"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/Credit": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 积分：余额、今日是否已签到、积分规则与明细（最新在前） */
        readonly get: operations["getCredits"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserExtend/Export": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 下载我的数据：收藏、价保订单、积分明细、提醒或关注，JSON 或 CSV（UTF-8 带 BOM，Excel 可直接打开） */
        readonly get: operations["exportMyData"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserFollow/List": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 我的关注：关注的品牌、分类和关键词（最新在前） */
        readonly get: operations["listFollows"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserFollow/Add": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 关注一个品牌、分类（slug）或关键词：有匹配的好价、好价爆料或历史新低时，每个关注每天至多汇总提醒一次 */
        readonly post: operations["addFollow"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserFollow/Delete": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 取消关注（id） */
        readonly post: operations["deleteFollow"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserNotice/List": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 消息中心：我的提醒（最新在前）与未读数 */
        readonly get: operations["listNotices"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserNotice/Unread": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 未读提醒数（页头铃铛） */
        readonly get: operations["countUnreadNotices"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserNotice/Read": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 标为已读：一条（id），不传 id 则全部 */
        readonly post: operations["markNoticesRead"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/Settings": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 提醒设置：各通道、免打扰时间、每日上限与个人订阅地址 */
        readonly get: operations["getAlertSettings"];
        readonly put?: never;
        /** 修改提醒设置（每项可选；quiet_start / quiet_end 传空字符串即取消免打扰） */
        readonly post: operations["saveAlertSettings"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/Email": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 设置接收提醒的邮箱：发送验证链接（24 小时内有效），验证后开启邮件提醒 */
        readonly post: operations["setAlertEmail"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/PushSubscribe": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 在此浏览器开启推送：保存浏览器的推送订阅 */
        readonly post: operations["subscribePush"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/PushUnsubscribe": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 在此浏览器关闭推送 */
        readonly post: operations["unsubscribePush"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/ResetFeed": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 重置个人订阅地址（旧地址立即失效） */
        readonly post: operations["resetAlertFeed"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/Test": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 发送测试：立即经所选通道（站内 / 邮件 / Webhook / 浏览器推送）发一条测试消息 */
        readonly post: operations["sendAlertTest"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/VerifyEmail": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 邮箱验证链接：验证成功后开启邮件提醒，并回到消息中心 */
        readonly get: operations["verifyAlertEmail"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/UserAlert/Unsubscribe": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 邮件里的退订链接：确认页（打开链接本身不退订，邮件扫描器会预先打开链接） */
        readonly get: operations["unsubscribeAlertEmail"];
        readonly put?: never;
        /** 退订：确认页的按钮（回到消息中心），或一键退订（RFC 8058：邮件客户端以 List-Unsubscribe=One-Click POST） */
        readonly post: operations["unsubscribeAlertEmailOneClick"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/feed/{file}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 个人提醒订阅（RSS：<密钥>.rss，Atom：<密钥>.atom） */
        readonly get: operations["alertFeed"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/suggestion": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 提交意见反馈（multipart 表单：text 必填，contact 选填手机号或邮箱，最多 3 张截图） */
        readonly post: operations["sendSuggestion"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/shaidan": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 晒单广场：审核通过的晒单，最新在前（每页 20 条） */
        readonly get: operations["listShaidan"];
        readonly put?: never;
        /** 发布晒单（multipart 表单：link 商品链接、text 文字、1–9 张照片；审核通过后展示） */
        readonly post: operations["sendShaidan"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/shaidan/mine": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 我的晒单：全部状态（待审核、已通过、未通过及原因），最新在前 */
        readonly get: operations["listMyShaidan"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/shaidan/{id}/like": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /** 点赞晒单（每人一次） */
        readonly put: operations["likeShaidan"];
        readonly post?: never;
        /** 取消点赞 */
        readonly delete: operations["unlikeShaidan"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/products/{dpId}/reviews": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 商品的晒单与评价（审核通过的），含平均评分 */
        readonly get: operations["getProductReviews"];
        readonly put?: never;
        /** 写短评（登录后；rating 1–5 星，text 不超过 200 字；审核通过后展示） */
        readonly post: operations["sendProductReview"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/moderation": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 待审核的晒单、评价、意见反馈与评论（含被举报隐藏的）（仅运营人员） */
        readonly get: operations["getModerationQueue"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/moderation/{kind}/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 审核一条晒单、评价、意见反馈或评论：通过，或驳回并写明原因（仅运营人员） */
        readonly post: operations["moderate"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/moderation/suggestions/{id}/images/{n}/{size}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 意见反馈的第 n 张截图（WebP；仅运营人员，其他人 404） */
        readonly get: operations["getSuggestionImage"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/deal-posts/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 一条好价：商品、好价、发布时的数据依据、值 / 不值票数与我的投票、是否已过期 */
        readonly get: operations["getDealPost"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/deal-posts": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 审核通过的好价，最新在前（每页 20 条）；dp 只看这些商品的 */
        readonly get: operations["listDealPosts"];
        readonly put?: never;
        /** 爆料：商品链接与推荐理由（须登录；审核通过后展示，每人每天最多 10 条） */
        readonly post: operations["sendBaoliao"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/deal-posts/mine": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 我的爆料：全部状态（待审核、已通过、未通过及原因），最新在前 */
        readonly get: operations["listMyBaoliao"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/deal-posts/{id}/vote": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /** 投票：值（1）、不值（-1）或撤回（0）；每人一票，可改 */
        readonly put: operations["voteDealPost"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/comments/{kind}/{subjectId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 评论列表（最新在前，每页 20 条）；作者可见自己待审核与未通过的评论及原因 */
        readonly get: operations["listComments"];
        readonly put?: never;
        /** 发表评论（登录后；2–500 字纯文本，评分主体可附 1–5 星；每分钟 5 条、每天 50 条；新账号审核通过后展示） */
        readonly post: operations["sendComment"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/comments/{id}/report": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** 举报评论（登录后，每人每条一次；不能举报自己的；3 人举报后隐藏待审核） */
        readonly post: operations["reportComment"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/images/{id}/{size}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 晒单图片（WebP；未通过审核的仅作者与运营人员可见） */
        readonly get: operations["getImage"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/robots.txt": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 搜索引擎抓取规则（含站点地图地址） */
        readonly get: operations["getRobots"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/sitemap.xml": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 站点地图索引：列表页一份，商品页每 5 万个一份 */
        readonly get: operations["getSitemapIndex"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/sitemaps/{file}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 一份站点地图：列表页（pages.xml）或第 N 份商品页（products-N.xml） */
        readonly get: operations["getSitemap"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/share/{file}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** 分享图片：本站卡片（site.png）或商品的历史价格卡片（dp{dpId}.png，1200×630） */
        readonly get: operations["getShareImage"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readonly getHealth: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 服务可用 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly ok: boolean;
                        readonly stores?: {
                            readonly [key: string]: {
                                /** @enum {string} */
                                readonly state: "ok" | "backing_off" | "paused";
                                /** Format: date-time */
                                readonly until?: string;
                            };
                        };
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getPageQrCode: {
        readonly parameters: {
            readonly query: {
                /** @description 本站页面的路径与查询串，以单个 / 开头，如 /app/questions */
                readonly path: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 二维码图片（image/svg+xml），内容为本站该页面的完整地址 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "image/svg+xml": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getProduct: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 商品资料、价格摘要、价格更新时间与来源 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "product": {
                     *         "dpId": "16854765018-25",
                     *         "siteId": 25,
                     *         "siteName": "苏宁易购",
                     *         "itemId": "16854765018",
                     *         "title": "Redmi K70 12GB+256GB 竹月蓝 第二代骁龙8 2K中国屏 5G手机",
                     *         "brand": "小米",
                     *         "category": "phones",
                     *         "imageUrl": "/demo-assets/phones.svg",
                     *         "url": "https://product.suning.com/0000000000/16854765018.html",
                     *         "attributes": {
                     *           "品牌": "小米",
                     *           "型号": "Redmi K70",
                     *           "存储": "12GB+256GB",
                     *           "颜色": "竹月蓝"
                     *         },
                     *         "clusterKey": "demo-000015",
                     *         "salesCount": 1566,
                     *         "commentCount": 2062,
                     *         "demo": true
                     *       },
                     *       "summary": {
                     *         "currentList": 204900,
                     *         "currentFinal": 190900,
                     *         "currentTs": 1794880800,
                     *         "lowestPrice": 154900,
                     *         "lowestTs": 1781712000,
                     *         "highestPrice": 239900,
                     *         "highestTs": 1700582400,
                     *         "low30": 154900,
                     *         "low60": 154900,
                     *         "low180": 154900,
                     *         "price618": 154900,
                     *         "price618Ts": 1781712000,
                     *         "price1111": 154900,
                     *         "price1111Ts": 1794326400,
                     *         "trend": -1,
                     *         "pending": null
                     *       },
                     *       "lastCheckedAt": 1794880800,
                     *       "latestSource": "import",
                     *       "offShelf": false
                     *     }
                     */
                    readonly "application/json": {
                        readonly product: {
                            readonly dpId: string;
                            readonly siteId: number;
                            readonly siteName?: string;
                            readonly itemId?: string;
                            readonly title: string;
                            readonly brand?: string;
                            readonly category?: string | null;
                            readonly imageUrl?: string;
                            readonly url?: string;
                            readonly attributes?: {
                                readonly [key: string]: string;
                            };
                            readonly clusterKey?: string | null;
                            readonly salesCount?: number;
                            readonly commentCount?: number;
                            readonly demo?: boolean;
                        };
                        readonly summary: {
                            readonly currentList?: number;
                            readonly currentFinal?: number;
                            readonly currentTs?: number;
                            readonly lowestPrice?: number;
                            readonly lowestTs?: number;
                            readonly highestPrice?: number;
                            readonly highestTs?: number;
                            readonly low30?: number | null;
                            readonly low60?: number | null;
                            readonly low180?: number | null;
                            readonly price618?: number | null;
                            readonly price618Ts?: number | null;
                            readonly price1111?: number | null;
                            readonly price1111Ts?: number | null;
                            readonly trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            readonly pending?: {
                                /** @description 页面价（分） */
                                readonly listPrice: number;
                                /** @description 到手价（分） */
                                readonly finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                readonly observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                readonly source: "extension";
                            } | null;
                            /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                            readonly inStock?: boolean | null;
                            /**
                             * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                             * @enum {string|null}
                             */
                            readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                            /** @description 进入当前库存状态的时间（秒级时间戳） */
                            readonly stockChangedAt?: number | null;
                        } | null;
                        readonly lastCheckedAt: number | null;
                        /** @enum {string|null} */
                        readonly latestSource: "extension" | "tracker" | "import" | "demo" | null;
                        readonly offShelf: boolean;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getPriceHistory: {
        readonly parameters: {
            readonly query?: {
                /** @description 时间范围 */
                readonly range?: "30d" | "90d" | "180d" | "1y" | "all";
            };
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 商品、摘要与所选范围内的两条价格线（[时间戳, 分]）及促销 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "product": {
                     *         "dpId": "16854765018-25",
                     *         "siteId": 25,
                     *         "siteName": "苏宁易购",
                     *         "itemId": "16854765018",
                     *         "title": "Redmi K70 12GB+256GB 竹月蓝 第二代骁龙8 2K中国屏 5G手机",
                     *         "brand": "小米",
                     *         "category": "phones",
                     *         "imageUrl": "/demo-assets/phones.svg",
                     *         "url": "https://product.suning.com/0000000000/16854765018.html",
                     *         "attributes": {
                     *           "品牌": "小米",
                     *           "型号": "Redmi K70",
                     *           "存储": "12GB+256GB",
                     *           "颜色": "竹月蓝"
                     *         },
                     *         "clusterKey": "demo-000015",
                     *         "salesCount": 1566,
                     *         "commentCount": 2062,
                     *         "demo": true
                     *       },
                     *       "summary": {
                     *         "currentList": 204900,
                     *         "currentFinal": 190900,
                     *         "currentTs": 1794880800,
                     *         "lowestPrice": 154900,
                     *         "lowestTs": 1781712000,
                     *         "highestPrice": 239900,
                     *         "highestTs": 1700582400,
                     *         "low30": 154900,
                     *         "low60": 154900,
                     *         "low180": 154900,
                     *         "price618": 154900,
                     *         "price618Ts": 1781712000,
                     *         "price1111": 154900,
                     *         "price1111Ts": 1794326400,
                     *         "trend": -1,
                     *         "pending": null
                     *       },
                     *       "range": "30d",
                     *       "listPrice": [
                     *         [
                     *           1794790800,
                     *           204900
                     *         ],
                     *         [
                     *           1794880800,
                     *           204900
                     *         ]
                     *       ],
                     *       "finalPrice": [
                     *         [
                     *           1794790800,
                     *           194900
                     *         ],
                     *         [
                     *           1794880800,
                     *           190900
                     *         ]
                     *       ],
                     *       "promotions": [
                     *         {
                     *           "ts": 1794704400,
                     *           "promo": null,
                     *           "coupon": "满1000减100"
                     *         },
                     *         {
                     *           "ts": 1794880800,
                     *           "promo": null,
                     *           "coupon": "满300减40"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        readonly product: {
                            readonly dpId: string;
                            readonly siteId: number;
                            readonly siteName?: string;
                            readonly itemId?: string;
                            readonly title: string;
                            readonly brand?: string;
                            readonly category?: string | null;
                            readonly imageUrl?: string;
                            readonly url?: string;
                            readonly attributes?: {
                                readonly [key: string]: string;
                            };
                            readonly clusterKey?: string | null;
                            readonly salesCount?: number;
                            readonly commentCount?: number;
                            readonly demo?: boolean;
                        };
                        readonly summary: {
                            readonly currentList?: number;
                            readonly currentFinal?: number;
                            readonly currentTs?: number;
                            readonly lowestPrice?: number;
                            readonly lowestTs?: number;
                            readonly highestPrice?: number;
                            readonly highestTs?: number;
                            readonly low30?: number | null;
                            readonly low60?: number | null;
                            readonly low180?: number | null;
                            readonly price618?: number | null;
                            readonly price618Ts?: number | null;
                            readonly price1111?: number | null;
                            readonly price1111Ts?: number | null;
                            readonly trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            readonly pending?: {
                                /** @description 页面价（分） */
                                readonly listPrice: number;
                                /** @description 到手价（分） */
                                readonly finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                readonly observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                readonly source: "extension";
                            } | null;
                            /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                            readonly inStock?: boolean | null;
                            /**
                             * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                             * @enum {string|null}
                             */
                            readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                            /** @description 进入当前库存状态的时间（秒级时间戳） */
                            readonly stockChangedAt?: number | null;
                        } | null;
                        /** @enum {string} */
                        readonly range: "30d" | "90d" | "180d" | "1y" | "all";
                        readonly listPrice: readonly [
                            number,
                            number
                        ][];
                        readonly finalPrice: readonly [
                            number,
                            number
                        ][];
                        readonly promotions?: readonly {
                            readonly ts: number;
                            readonly promo?: string | null;
                            readonly coupon?: string | null;
                        }[];
                        /** @description 范围内买不到的时段（无货、下架）；to 为 null 表示至今 */
                        readonly outOfStock?: readonly {
                            readonly from: number;
                            readonly to: number | null;
                            /** @enum {string} */
                            readonly state: "out_of_stock" | "delisted";
                        }[];
                        /** @description 范围内预售（付定金、尚未发货）的时段，不算无货；to 为 null 表示至今 */
                        readonly presale?: readonly {
                            readonly from: number;
                            readonly to: number | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getProductOffers: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 同款商品的其他商城报价 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly offers: readonly {
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly identifyProductLink: {
        readonly parameters: {
            readonly query: {
                readonly url: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 链接指向的商品（是否收录不论） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly dpId: string;
                        readonly url: string;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly resolveProductLink: {
        readonly parameters: {
            readonly query: {
                readonly url: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 识别出的商品与价格摘要 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly dpId: string;
                        readonly product: {
                            readonly dpId: string;
                            readonly siteId: number;
                            readonly siteName?: string;
                            readonly itemId?: string;
                            readonly title: string;
                            readonly brand?: string;
                            readonly category?: string | null;
                            readonly imageUrl?: string;
                            readonly url?: string;
                            readonly attributes?: {
                                readonly [key: string]: string;
                            };
                            readonly clusterKey?: string | null;
                            readonly salesCount?: number;
                            readonly commentCount?: number;
                            readonly demo?: boolean;
                        };
                        readonly summary: {
                            readonly currentList?: number;
                            readonly currentFinal?: number;
                            readonly currentTs?: number;
                            readonly lowestPrice?: number;
                            readonly lowestTs?: number;
                            readonly highestPrice?: number;
                            readonly highestTs?: number;
                            readonly low30?: number | null;
                            readonly low60?: number | null;
                            readonly low180?: number | null;
                            readonly price618?: number | null;
                            readonly price618Ts?: number | null;
                            readonly price1111?: number | null;
                            readonly price1111Ts?: number | null;
                            readonly trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            readonly pending?: {
                                /** @description 页面价（分） */
                                readonly listPrice: number;
                                /** @description 到手价（分） */
                                readonly finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                readonly observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                readonly source: "extension";
                            } | null;
                            /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                            readonly inStock?: boolean | null;
                            /**
                             * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                             * @enum {string|null}
                             */
                            readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                            /** @description 进入当前库存状态的时间（秒级时间戳） */
                            readonly stockChangedAt?: number | null;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getTrackingStatus: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 链接的追踪进度 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly dpId: string;
                        /** @enum {string} */
                        readonly status: "queued" | "fetching" | "done" | "blocked" | "off_shelf" | "failed" | "needs_browser";
                        readonly attempts: number;
                        readonly nextAttemptAt: number | null;
                        readonly reason: string | null;
                        readonly updatedAt: number | null;
                        readonly productReady: boolean;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly searchProducts: {
        readonly parameters: {
            readonly query?: {
                /**
                 * @description 关键词，全部命中才算匹配；留空或省略则按热度列出商品
                 * @example 手机
                 */
                readonly q?: string;
                readonly page?: number;
                /** @description 分类 slug（见 /api/categories） */
                readonly class?: string;
                /** @description drop 降价幅度最大在前，price 到手价最低在前，popular 销量最高在前（默认） */
                readonly sort?: "drop" | "price" | "popular";
                /** @description 只看该商城（站点 id） */
                readonly site?: number;
                /** @description 到手价下限（分） */
                readonly minPrice?: number;
                /** @description 到手价上限（分） */
                readonly maxPrice?: number;
                /** @description 1：只看当前为历史最低价的商品 */
                readonly lowest?: 0 | 1;
                /** @description 1：仅看有货（不含无货、预售、下架的商品） */
                readonly inStock?: 0 | 1;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页搜索结果（每页 20 条）与总数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 20,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "items": [
                     *         {
                     *           "product": {
                     *             "dpId": "16854765018-25",
                     *             "siteId": 25,
                     *             "siteName": "苏宁易购",
                     *             "itemId": "16854765018",
                     *             "title": "Redmi K70 12GB+256GB 竹月蓝 第二代骁龙8 2K中国屏 5G手机",
                     *             "brand": "小米",
                     *             "category": "phones",
                     *             "imageUrl": "/demo-assets/phones.svg",
                     *             "url": "https://product.suning.com/0000000000/16854765018.html",
                     *             "attributes": {
                     *               "品牌": "小米",
                     *               "型号": "Redmi K70",
                     *               "存储": "12GB+256GB",
                     *               "颜色": "竹月蓝"
                     *             },
                     *             "clusterKey": "demo-000015",
                     *             "salesCount": 1566,
                     *             "commentCount": 2062,
                     *             "demo": true
                     *           },
                     *           "summary": {
                     *             "currentList": 204900,
                     *             "currentFinal": 190900,
                     *             "currentTs": 1794880800,
                     *             "lowestPrice": 154900,
                     *             "lowestTs": 1781712000,
                     *             "highestPrice": 239900,
                     *             "highestTs": 1700582400,
                     *             "low30": 154900,
                     *             "low60": 154900,
                     *             "low180": 154900,
                     *             "price618": 154900,
                     *             "price618Ts": 1781712000,
                     *             "price1111": 154900,
                     *             "price1111Ts": 1794326400,
                     *             "trend": -1,
                     *             "pending": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listCategories: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 全部分类（一级分类的 parentSlug 为 null） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "categories": [
                     *         {
                     *           "slug": "digital",
                     *           "name": "手机数码",
                     *           "parentSlug": null
                     *         },
                     *         {
                     *           "slug": "phones",
                     *           "name": "手机",
                     *           "parentSlug": "digital"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        readonly categories: readonly {
                            readonly slug: string;
                            readonly name: string;
                            readonly parentSlug?: string | null;
                        }[];
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listDeals: {
        readonly parameters: {
            readonly query?: {
                /** @description deals 真降价（默认），fake 先涨后降的假降价 */
                readonly view?: "deals" | "fake";
                /** @description drop 降幅最大，amount 降价金额最多，price 到手价最低，newest 最新降价 */
                readonly sort?: "drop" | "amount" | "price" | "newest";
                readonly page?: number;
                /** @description 分类 slug（见 /api/categories） */
                readonly class?: string;
                /** @description 只看该商城（站点 id） */
                readonly site?: number;
                /** @description 降幅下限（百分比）；低于服务器设置的门槛时按门槛算 */
                readonly minDrop?: number;
                /** @description 到手价下限（分） */
                readonly minPrice?: number;
                /** @description 到手价上限（分） */
                readonly maxPrice?: number;
                /** @description 1：只看今天为历史最低价的 */
                readonly lowest?: 0 | 1;
                /** @description 1：仅看有货（不含无货、预售、下架的商品） */
                readonly inStock?: 0 | 1;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页好价（每页 20 条）与总数，以及判定门槛 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly rules: {
                            readonly minDropPercent: number;
                            readonly minDropFen: number;
                            readonly minDataDays: number;
                        };
                        readonly items: readonly {
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                            readonly deal: {
                                /** @enum {string} */
                                readonly kind: "deal" | "fake";
                                /** @description 今天的到手价（分） */
                                readonly price: number;
                                /** @description 今天之前 30 天的每日到手价中位数（分） */
                                readonly median30: number;
                                /** @description 比中位价低多少（分） */
                                readonly dropFen: number;
                                /** @description 比中位价低多少（百分比，一位小数） */
                                readonly dropPercent: number;
                                /** @description 这 30 天里有价格数据的天数 */
                                readonly dataDays: number;
                                /** @description 中位价取的天数（30） */
                                readonly windowDays: number;
                                /** @description 今天这个价格从何时开始（秒） */
                                readonly since: number;
                                /** @description 是否为历史最低价 */
                                readonly isLowest: boolean;
                                /** @description 假降价的证据：涨价前的参考价、涨价那天、涨后价格与依据的天数 */
                                readonly proof: {
                                    readonly referencePrice: number;
                                    readonly raisedAt: number;
                                    readonly raisedPrice: number;
                                    readonly evidenceDays: number;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listPromotions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 活动列表（已结束的不在其中） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly items: readonly {
                            readonly id: number;
                            readonly siteId: number;
                            readonly name: string;
                            /** @description 活动类型：618、双11、年货节、品牌日 … */
                            readonly kind: string;
                            readonly startsAt: number;
                            readonly endsAt: number;
                            /**
                             * @description 进行中或即将开始
                             * @enum {string}
                             */
                            readonly status: "current" | "coming";
                            readonly rules: readonly {
                                /** @enum {string} */
                                readonly kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                                /** @description 商城的原文 */
                                readonly text: string;
                                readonly threshold?: number;
                                readonly amount?: number;
                                /** @description 是否跨店 */
                                readonly crossStore?: boolean;
                                readonly payPercent?: number;
                                readonly deposit?: number;
                                readonly worth?: number;
                            }[];
                            /** @description 商城的活动页 */
                            readonly url: string | null;
                            readonly productCount: number;
                            /** @description 演示数据 */
                            readonly isDemo: boolean;
                        }[];
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getPromotion: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
            };
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 活动与它的一页商品 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly id: number;
                        readonly siteId: number;
                        readonly name: string;
                        /** @description 活动类型：618、双11、年货节、品牌日 … */
                        readonly kind: string;
                        readonly startsAt: number;
                        readonly endsAt: number;
                        /**
                         * @description 进行中或即将开始
                         * @enum {string}
                         */
                        readonly status: "current" | "coming";
                        readonly rules: readonly {
                            /** @enum {string} */
                            readonly kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                            /** @description 商城的原文 */
                            readonly text: string;
                            readonly threshold?: number;
                            readonly amount?: number;
                            /** @description 是否跨店 */
                            readonly crossStore?: boolean;
                            readonly payPercent?: number;
                            readonly deposit?: number;
                            readonly worth?: number;
                        }[];
                        /** @description 商城的活动页 */
                        readonly url: string | null;
                        readonly productCount: number;
                        /** @description 演示数据 */
                        readonly isDemo: boolean;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly products: readonly {
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listCoupons: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
                /** @description 只看该商城（站点 id） */
                readonly site?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页优惠券（每页 20 张）与总数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly id: number;
                            readonly siteId: number;
                            /** @description 门槛（分），0 为无门槛 */
                            readonly threshold: number;
                            /** @description 优惠金额（分） */
                            readonly amount: number;
                            readonly validFrom: number;
                            readonly validTo: number;
                            /** @description 领券页（商城自己的页面） */
                            readonly url: string;
                            /** @description 限某一商品时，该商品的编号 */
                            readonly dpId: string | null;
                            readonly productTitle: string | null;
                            /** @description 限某一品类时，该品类的 slug */
                            readonly category: string | null;
                            /** @description 限某一品类时，该品类的名称 */
                            readonly categoryName: string | null;
                            readonly text: string | null;
                            /** @description 演示数据 */
                            readonly isDemo: boolean;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listLowest: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
                /** @description 只看该商城（站点 id） */
                readonly site?: number;
                /** @description 1：仅看有货（不含无货、预售、下架的商品） */
                readonly inStock?: 0 | 1;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页历史低价商品（每页 20 个）与总数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                            readonly rules: readonly {
                                /** @enum {string} */
                                readonly kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                                /** @description 商城的原文 */
                                readonly text: string;
                                readonly threshold?: number;
                                readonly amount?: number;
                                /** @description 是否跨店 */
                                readonly crossStore?: boolean;
                                readonly payPercent?: number;
                                readonly deposit?: number;
                                readonly worth?: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getNextSale: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 最近的大促，促销日历里没有时为 null */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly nextSale: {
                            /** @description 活动名称，如 京东双12 */
                            readonly name: string;
                            /** @description 开始日（上海时间，YYYY-MM-DD） */
                            readonly startDay: string;
                            /** @description 结束日（上海时间，YYYY-MM-DD） */
                            readonly endDay: string;
                            /** @description 距开始的天数；进行中为 0 */
                            readonly daysUntil: number;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listRankings: {
        readonly parameters: {
            readonly query?: {
                /** @description drop 降价榜（默认），hot 热门榜，watched 收藏榜，sales 销量榜 */
                readonly list?: "drop" | "hot" | "watched" | "sales";
                /** @description 分类 slug（见 /api/categories）；不填为全部分类 */
                readonly category?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 榜单，按名次排列 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @enum {string} */
                        readonly list: "drop" | "hot" | "watched" | "sales";
                        readonly items: readonly {
                            /** @description 名次，从 1 开始 */
                            readonly rank: number;
                            /** @description 与昨天榜单相比：up 上升、down 下降 places 名，same 不变，new 新上榜；昨天没有榜单时为 null */
                            readonly move: {
                                /** @enum {string} */
                                readonly kind: "up" | "down" | "same" | "new";
                                readonly places: number;
                            } | null;
                            /** @description 榜单的数字：降幅（百分比，一位小数）、7 天浏览次数、收藏人数或销量 */
                            readonly value: number;
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly reportPriceObservations: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly observations: readonly {
                        /** @description 商品链接（与 dpId 二选一） */
                        readonly url?: string;
                        /** @description 商品编号，如 100012043978-3 */
                        readonly dpId?: string;
                        /** @description 商品标题（未收录的商品须附上链接和标题） */
                        readonly title?: string | null;
                        /** @description 页面价（分） */
                        readonly listPrice: number;
                        /** @description 到手价（分） */
                        readonly finalPrice?: number | null;
                        /** @description 促销文字 */
                        readonly promo?: string | null;
                        /** @description 优惠券文字 */
                        readonly coupon?: string | null;
                        /** @description 看到价格的时间（秒级时间戳） */
                        readonly observedAt: number;
                        /** @description 是否有货（true 有货，false 无货；不填表示未知） */
                        readonly inStock?: boolean;
                        /**
                         * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售（付定金）；给出时优先于 inStock，二者矛盾则拒绝；不填表示未知
                         * @enum {string}
                         */
                        readonly stock?: "in_stock" | "out_of_stock" | "presale";
                    }[];
                };
            };
        };
        readonly responses: {
            /** @description 逐条处理结果：accepted 已采用，pending 待印证，rejected 已拒绝（msg 说明原因） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly accepted: number;
                        readonly pending: number;
                        readonly rejected: number;
                        readonly results: readonly {
                            readonly index: number;
                            /** @enum {string} */
                            readonly status: "accepted" | "pending" | "rejected";
                            readonly dpId?: string;
                            readonly msg?: string;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly streamAiRating: {
        readonly parameters: {
            readonly query: {
                /** @description 商品编号 {itemId}-{siteId} */
                readonly dp: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description text/event-stream：先 meta（model、label、madeAt、cached），再若干 delta（text），最后 done（unknownFigures）或 error（msg） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/event-stream": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly streamAiComparison: {
        readonly parameters: {
            readonly query: {
                /** @description 商品编号 {itemId}-{siteId}，重复 2–4 次 */
                readonly dp: readonly string[];
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description text/event-stream：先 meta（model、label、madeAt、cached），再若干 delta（text），最后 done（unknownFigures）或 error（msg） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/event-stream": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendSmsCode: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly phone: string;
                    readonly tag?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已发送（data.capi 为登录回调路径），0 需先完成安全验证（data.link），-1 失败 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly capi?: string;
                            readonly link?: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly signInWithSmsCode: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly code: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 验证码错误或已过期 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly signInWithPassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly account: string;
                    readonly passwd: string;
                    readonly remember_me?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 账号或密码错误（尝试过多时 data.link 为安全验证页） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 安全验证页（尝试过多时） */
                            readonly link?: string;
                        } & {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly signOut: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly push_endpoint?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已退出 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getUserDetail: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1 当前用户资料，-1 用户不存在 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly uid: number;
                            readonly nickname: string;
                            readonly unions: readonly {
                                readonly utype: number;
                                readonly unick: string;
                                readonly status: string;
                            }[];
                            readonly has_passwd: boolean;
                            readonly is_operator: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly disposeAccount: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly ensure: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已注销，-1 未确认 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly modifyAccount: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly nickname?: string;
                    readonly passwd?: string;
                    readonly old_passwd?: string;
                    readonly tag?: string;
                    readonly phone?: string;
                    readonly code?: string;
                    readonly old_code?: string;
                    readonly email?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已修改（data 为用户资料），-1 失败（msg 说明原因） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly uid: number;
                            readonly nickname: string;
                            readonly unions: readonly {
                                readonly utype: number;
                                readonly unick: string;
                                readonly status: string;
                            }[];
                            readonly has_passwd: boolean;
                            readonly is_operator: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly resetPassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly phone: string;
                    readonly code: string;
                    readonly passwd: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 密码已重置，-1 验证码或新密码不合规 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getCaptchaPage: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 安全验证页 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly submitCaptcha: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id?: string;
                    readonly answer?: string;
                    readonly "cf-turnstile-response"?: string;
                };
            };
        };
        readonly responses: {
            /** @description 验证通过：页面通知上层窗口，并发放一次性通行 Cookie */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 答案不对或令牌无效（页面），或请求参数有误（JSON） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly createQrLoginCode: {
        readonly parameters: {
            readonly query: {
                readonly event: "scanLogin";
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1 二维码（data 含 id、expired、qrImgStr） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: string;
                            readonly expired: number;
                            readonly qrImgStr: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly redeemQrLogin: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly token: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 二维码已失效 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly scanQrLogin: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly tid: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已扫描（data 为发起登录的浏览器、IP 与剩余秒数），-1 二维码已失效 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly browser: string;
                            readonly ip: string;
                            readonly expired: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly confirmQrLogin: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly tid: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已确认，-1 二维码已失效 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly refuseQrLogin: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly tid: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已拒绝，-1 二维码已失效 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly watchQrLogin: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 切换到 WebSocket 协议 */
            readonly 101: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不是 WebSocket 升级请求 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly startSocialSignIn: {
        readonly parameters: {
            readonly query: {
                readonly utype: string;
                readonly platform?: string;
                readonly _referer?: string;
                readonly isBind?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1 平台授权地址 data.url，-1 不支持、未开通或未登录 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly url?: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly finishSocialSignIn: {
        readonly parameters: {
            readonly query?: {
                readonly code?: string;
                readonly state?: string;
            };
            readonly header?: never;
            readonly path: {
                readonly utype: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 登录或绑定完成（或用户在平台上取消），跳回发起页 */
            readonly 302: {
                headers: {
                    readonly location?: string;
                    readonly [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 登录请求已失效（页面），或请求参数有误（JSON） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不支持或未开通的登录方式（页面） */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 该第三方账号已绑定其他用户，或当前账号已绑定另一个（页面） */
            readonly 409: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 第三方平台拒绝或无法访问（页面） */
            readonly 502: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
        };
    };
    readonly listCollection: {
        readonly parameters: {
            readonly query?: {
                /** @description all 全部，reduce 降价（现价低于收藏时价格） */
                readonly tab?: "all" | "reduce";
                /** @description date 最近收藏，drop 降幅最大，price 现价最低 */
                readonly stype?: "date" | "drop" | "price";
                /** @description 页码，从 1 起 */
                readonly pg?: number;
                /** @description 每页条数 */
                readonly ps?: number;
                /** @description 只看这个分组 */
                readonly opt?: string;
                /** @description 调用方，忽略 */
                readonly platform?: "web" | "pc";
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：一页收藏、计数与分组名 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly list: readonly {
                                readonly id: number;
                                readonly dp_id: string;
                                readonly title: string;
                                readonly url: string;
                                readonly image_url: string;
                                readonly site_id: number;
                                readonly site_name: string;
                                /** @description 收藏时的到手价（分）；当时无价格为 null */
                                readonly saved_price: number | null;
                                /** @description 当前到手价（分）；暂无价格为 null */
                                readonly current_price: number | null;
                                /** @description 历史最低价（分） */
                                readonly lowest_price: number | null;
                                readonly lowest_at: number | null;
                                /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                                readonly drop_amount: number | null;
                                /** @description 降价幅度（%），一位小数 */
                                readonly drop_percent: number | null;
                                /** @description 目标价（分） */
                                readonly target_price: number | null;
                                /** @description 分组名 */
                                readonly group: string | null;
                                /**
                                 * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒 / 涨价 / 近 alert_days 天最低 / 到货（无货后重新有货）
                                 * @enum {string}
                                 */
                                readonly alert: "drop" | "target" | "percent" | "lowest" | "off" | "rise" | "lowest_days" | "restock";
                                /** @description 降幅提醒的百分比（1–90） */
                                readonly alert_percent: number | null;
                                /** @description 近 N 天最低提醒的天数 N（7–365） */
                                readonly alert_days: number | null;
                                /** @description 同一收藏两次提醒至少间隔的小时数（1–720）；null 为不限 */
                                readonly alert_interval_hours: number | null;
                                /** @description 全网同款：提醒条件按同款商品在各商城的最低到手价判断 */
                                readonly all_stores: boolean;
                                /** @description 同款商品在其他商城的商品数（0 表示没有找到同款） */
                                readonly other_stores: number;
                                readonly created_at: number;
                            }[];
                            /** @description all 全部收藏数，reduce 现价低于收藏时价格的件数 */
                            readonly stat: {
                                readonly all: number;
                                readonly reduce: number;
                            };
                            /** @description 用户的分组名 */
                            readonly groups: readonly string[];
                            readonly pg: number;
                            readonly ps: number;
                            readonly total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly savedInCollection: {
        readonly parameters: {
            readonly query: {
                /** @description 商品编号，逗号分隔 */
                readonly dp_ids: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：其中已收藏的商品编号 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly dp_ids: readonly string[];
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly collectionItemOfProduct: {
        readonly parameters: {
            readonly query: {
                /** @description 商品编号 */
                readonly dp_id: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：该收藏；未收藏时 data 为 null */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly dp_id: string;
                            readonly title: string;
                            readonly url: string;
                            readonly image_url: string;
                            readonly site_id: number;
                            readonly site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            readonly saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            readonly current_price: number | null;
                            /** @description 历史最低价（分） */
                            readonly lowest_price: number | null;
                            readonly lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            readonly drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            readonly drop_percent: number | null;
                            /** @description 目标价（分） */
                            readonly target_price: number | null;
                            /** @description 分组名 */
                            readonly group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒 / 涨价 / 近 alert_days 天最低 / 到货（无货后重新有货）
                             * @enum {string}
                             */
                            readonly alert: "drop" | "target" | "percent" | "lowest" | "off" | "rise" | "lowest_days" | "restock";
                            /** @description 降幅提醒的百分比（1–90） */
                            readonly alert_percent: number | null;
                            /** @description 近 N 天最低提醒的天数 N（7–365） */
                            readonly alert_days: number | null;
                            /** @description 同一收藏两次提醒至少间隔的小时数（1–720）；null 为不限 */
                            readonly alert_interval_hours: number | null;
                            /** @description 全网同款：提醒条件按同款商品在各商城的最低到手价判断 */
                            readonly all_stores: boolean;
                            /** @description 同款商品在其他商城的商品数（0 表示没有找到同款） */
                            readonly other_stores: number;
                            readonly created_at: number;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly addToCollection: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly dp_id: string;
                    readonly target_price?: string;
                    readonly group?: string;
                    readonly alert?: string;
                    readonly alert_percent?: string;
                    readonly alert_days?: string;
                    readonly alert_interval_hours?: string;
                    readonly all_stores?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已收藏（data 为该收藏），-1 商品不存在或收藏已满 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly dp_id: string;
                            readonly title: string;
                            readonly url: string;
                            readonly image_url: string;
                            readonly site_id: number;
                            readonly site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            readonly saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            readonly current_price: number | null;
                            /** @description 历史最低价（分） */
                            readonly lowest_price: number | null;
                            readonly lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            readonly drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            readonly drop_percent: number | null;
                            /** @description 目标价（分） */
                            readonly target_price: number | null;
                            /** @description 分组名 */
                            readonly group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒 / 涨价 / 近 alert_days 天最低 / 到货（无货后重新有货）
                             * @enum {string}
                             */
                            readonly alert: "drop" | "target" | "percent" | "lowest" | "off" | "rise" | "lowest_days" | "restock";
                            /** @description 降幅提醒的百分比（1–90） */
                            readonly alert_percent: number | null;
                            /** @description 近 N 天最低提醒的天数 N（7–365） */
                            readonly alert_days: number | null;
                            /** @description 同一收藏两次提醒至少间隔的小时数（1–720）；null 为不限 */
                            readonly alert_interval_hours: number | null;
                            /** @description 全网同款：提醒条件按同款商品在各商城的最低到手价判断 */
                            readonly all_stores: boolean;
                            /** @description 同款商品在其他商城的商品数（0 表示没有找到同款） */
                            readonly other_stores: number;
                            readonly created_at: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly updateCollectionItem: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id?: string;
                    readonly dp_id?: string;
                    readonly target_price?: string;
                    readonly group?: string;
                    readonly alert?: string;
                    readonly alert_percent?: string;
                    readonly alert_days?: string;
                    readonly alert_interval_hours?: string;
                    readonly all_stores?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已修改（data 为该收藏），-1 收藏不存在 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly dp_id: string;
                            readonly title: string;
                            readonly url: string;
                            readonly image_url: string;
                            readonly site_id: number;
                            readonly site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            readonly saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            readonly current_price: number | null;
                            /** @description 历史最低价（分） */
                            readonly lowest_price: number | null;
                            readonly lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            readonly drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            readonly drop_percent: number | null;
                            /** @description 目标价（分） */
                            readonly target_price: number | null;
                            /** @description 分组名 */
                            readonly group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒 / 涨价 / 近 alert_days 天最低 / 到货（无货后重新有货）
                             * @enum {string}
                             */
                            readonly alert: "drop" | "target" | "percent" | "lowest" | "off" | "rise" | "lowest_days" | "restock";
                            /** @description 降幅提醒的百分比（1–90） */
                            readonly alert_percent: number | null;
                            /** @description 近 N 天最低提醒的天数 N（7–365） */
                            readonly alert_days: number | null;
                            /** @description 同一收藏两次提醒至少间隔的小时数（1–720）；null 为不限 */
                            readonly alert_interval_hours: number | null;
                            /** @description 全网同款：提醒条件按同款商品在各商城的最低到手价判断 */
                            readonly all_stores: boolean;
                            /** @description 同款商品在其他商城的商品数（0 表示没有找到同款） */
                            readonly other_stores: number;
                            readonly created_at: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly deleteCollectionItem: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id?: string;
                    readonly dp_id?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已取消收藏，-1 收藏不存在 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listProtectOrders: {
        readonly parameters: {
            readonly query?: {
                /** @description 页码，从 1 起 */
                readonly pg?: number;
                /** @description 每页条数 */
                readonly ps?: number;
                /** @description 1 价保期内，0 已过期；不传为全部 */
                readonly effective?: 0 | 1;
                /** @description 1 时答复带上两类的数量 view */
                readonly view?: 0 | 1;
                /** @description 调用方，忽略 */
                readonly platform?: "web" | "pc";
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：一页订单（view=1 时含计数） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly list: readonly {
                                readonly id: number;
                                readonly dp_id: string;
                                readonly title: string;
                                readonly url: string;
                                readonly image_url: string;
                                readonly site_id: number;
                                readonly site_name: string;
                                /** @description 到手价（分） */
                                readonly paid_price: number;
                                readonly bought_at: number;
                                /** @description 价保天数 */
                                readonly window_days: number;
                                /** @description 价保结束时刻（此刻起不再价保） */
                                readonly ends_at: number;
                                /** @description 剩余天数（含今天），已过期为 0 */
                                readonly days_left: number;
                                /** @description 购买后价保期内的最低到手价（分） */
                                readonly lowest_since: number | null;
                                /** @description 可申请金额（分）：到手价 − 期间最低价，不低于 0 */
                                readonly claimable: number;
                                readonly current_price: number | null;
                                /** @description 商城价保申请入口（没有时为商品链接） */
                                readonly protect_url: string;
                            }[];
                            /** @description view=1 时给出：valid 价保期内，expired 已过期 */
                            readonly view?: {
                                readonly valid: number;
                                readonly expired: number;
                            };
                            readonly pg: number;
                            readonly ps: number;
                            readonly total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly addProtectOrder: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly paid_price: string;
                    readonly bought_at: string;
                    readonly dp_id?: string;
                    readonly window_days?: string;
                    readonly url?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已登记（data 为该订单），-1 商品未收录、时间不合适或已达上限 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly dp_id: string;
                            readonly title: string;
                            readonly url: string;
                            readonly image_url: string;
                            readonly site_id: number;
                            readonly site_name: string;
                            /** @description 到手价（分） */
                            readonly paid_price: number;
                            readonly bought_at: number;
                            /** @description 价保天数 */
                            readonly window_days: number;
                            /** @description 价保结束时刻（此刻起不再价保） */
                            readonly ends_at: number;
                            /** @description 剩余天数（含今天），已过期为 0 */
                            readonly days_left: number;
                            /** @description 购买后价保期内的最低到手价（分） */
                            readonly lowest_since: number | null;
                            /** @description 可申请金额（分）：到手价 − 期间最低价，不低于 0 */
                            readonly claimable: number;
                            readonly current_price: number | null;
                            /** @description 商城价保申请入口（没有时为商品链接） */
                            readonly protect_url: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly deleteProtectOrder: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已删除，-1 订单不存在 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly checkIn: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：签到成功或今日已签到（awarded 为 0） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 本次获得的积分，今日已签到为 0 */
                            readonly awarded: number;
                            readonly balance: number;
                            readonly checked_in_today: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getCredits: {
        readonly parameters: {
            readonly query?: {
                /** @description 页码，从 1 起 */
                readonly pg?: number;
                /** @description 每页条数 */
                readonly ps?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：余额、规则与一页明细 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 积分余额（明细之和） */
                            readonly balance: number;
                            readonly checked_in_today: boolean;
                            readonly rules: readonly {
                                readonly reason: string;
                                readonly amount: number;
                                readonly text: string;
                            }[];
                            readonly list: readonly {
                                readonly id: number;
                                readonly amount: number;
                                /** @description checkin 签到，contribution 上报采纳，shaidan 晒单 */
                                readonly reason: string;
                                readonly text: string;
                                readonly ref: string;
                                readonly created_at: number;
                            }[];
                            readonly pg: number;
                            readonly ps: number;
                            readonly total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly exportMyData: {
        readonly parameters: {
            readonly query: {
                readonly format?: "json" | "csv";
                /** @description collection 收藏，orders 价保订单，credits 积分明细，alerts 提醒，follows 关注 */
                readonly what: "collection" | "orders" | "credits" | "alerts" | "follows";
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 附件下载：JSON 为 { what, exported_at, list }，list 各项与列表接口相同 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": string;
                    readonly "text/csv": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listFollows: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：全部关注与上限 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly list: readonly {
                                readonly id: number;
                                /**
                                 * @description brand 品牌，category 分类，keyword 关键词
                                 * @enum {string}
                                 */
                                readonly kind: "brand" | "category" | "keyword";
                                /** @description 品牌名、分类 slug 或关键词 */
                                readonly value: string;
                                /** @description 显示名：分类为分类名，其余同 value */
                                readonly name: string;
                                /** @description 如 关键词「耳机」 */
                                readonly label: string;
                                /** @description 列出其商品的站内地址（分类页或搜索页） */
                                readonly path: string;
                                readonly created_at: number;
                                /** @description 上次汇总提醒的时刻；尚未提醒为 null */
                                readonly last_digest_at: number | null;
                            }[];
                            /** @description 最多可关注的个数 */
                            readonly max: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly addFollow: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly kind: string;
                    readonly value: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已关注（data 为该关注） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            /**
                             * @description brand 品牌，category 分类，keyword 关键词
                             * @enum {string}
                             */
                            readonly kind: "brand" | "category" | "keyword";
                            /** @description 品牌名、分类 slug 或关键词 */
                            readonly value: string;
                            /** @description 显示名：分类为分类名，其余同 value */
                            readonly name: string;
                            /** @description 如 关键词「耳机」 */
                            readonly label: string;
                            /** @description 列出其商品的站内地址（分类页或搜索页） */
                            readonly path: string;
                            readonly created_at: number;
                            /** @description 上次汇总提醒的时刻；尚未提醒为 null */
                            readonly last_digest_at: number | null;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly deleteFollow: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1 已取消关注，-1 关注不存在 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listNotices: {
        readonly parameters: {
            readonly query?: {
                /** @description 页码，从 1 起 */
                readonly pg?: number;
                /** @description 每页条数 */
                readonly ps?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：一页提醒 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly list: readonly {
                                readonly id: number;
                                /** @enum {string} */
                                readonly kind: "drop" | "target" | "percent" | "lowest" | "protect" | "test" | "rise" | "lowest_days" | "restock" | "follow";
                                readonly title: string;
                                readonly text: string;
                                /** @description 商品价格历史页（绝对地址）；关注提醒为所关注的分类或搜索页 */
                                readonly url: string;
                                readonly dp_id: string | null;
                                readonly image_url: string | null;
                                /** @description 提醒时的到手价（分） */
                                readonly price: number | null;
                                /** @description 比较的价格（分）：降价前 / 收藏时 / 此前最低 / 价保的到手价 / 涨价前 / 此前近 N 天最低 */
                                readonly previous_price: number | null;
                                /** @description 价保可申请的差价（分） */
                                readonly claim_amount: number | null;
                                readonly created_at: number;
                                readonly read: boolean;
                            }[];
                            readonly pg: number;
                            readonly ps: number;
                            readonly total: number;
                            readonly unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly countUnreadNotices: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：未读数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly markNoticesRead: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：剩余未读数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getAlertSettings: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：当前设置 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly saveAlertSettings: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly daily_cap?: string;
                    readonly quiet_start?: string;
                    readonly quiet_end?: string;
                    readonly email_on?: string;
                    readonly webhook_url?: string;
                    readonly webhook_preset?: string;
                    readonly webhook_on?: string;
                    readonly push_on?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly setAlertEmail: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly email: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly subscribePush: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly endpoint: string;
                    readonly p256dh: string;
                    readonly auth: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly unsubscribePush: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly endpoint: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly resetAlertFeed: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            readonly daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            readonly quiet_start: string | null;
                            readonly quiet_end: string | null;
                            readonly email: {
                                readonly address: string | null;
                                readonly verified: boolean;
                                readonly on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                readonly available: boolean;
                            };
                            readonly webhook: {
                                readonly url: string | null;
                                readonly preset: string;
                                readonly on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                readonly secret: string;
                                readonly presets: readonly {
                                    readonly value: string;
                                    readonly label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    readonly example: string;
                                }[];
                            };
                            readonly push: {
                                readonly available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                readonly public_key: string;
                                readonly on: boolean;
                                readonly devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            readonly feed: {
                                readonly rss: string;
                                readonly atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendAlertTest: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @enum {string} */
                    readonly channel: "site" | "email" | "webhook" | "push";
                };
            };
        };
        readonly responses: {
            /** @description code 1 已发送；-1 发送失败，原因见 msg */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly channel: string;
                            readonly sent: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly verifyAlertEmail: {
        readonly parameters: {
            readonly query: {
                readonly token: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 回到 /mine/notice?email=verified 或 invalid */
            readonly 302: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": unknown;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly unsubscribeAlertEmail: {
        readonly parameters: {
            readonly query: {
                readonly token: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 带「确认退订」按钮的页面 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly unsubscribeAlertEmailOneClick: {
        readonly parameters: {
            readonly query: {
                readonly token: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 已退订（一键退订） */
            readonly 204: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 已退订，回到 /mine/notice?email=unsubscribed（确认页） */
            readonly 303: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": unknown;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly alertFeed: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly file: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description RSS 2.0 或 Atom 1.0 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendSuggestion: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：已收到，data.id 为反馈编号 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly images: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listShaidan: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页晒单与总数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly text: string;
                            readonly images: readonly {
                                readonly id: string;
                                readonly width: number;
                                readonly height: number;
                            }[];
                            readonly likes: number;
                            readonly liked: boolean;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendShaidan: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：已提交待审核，data.id 为晒单编号 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            readonly images: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listMyShaidan: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 最近 50 条 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly items: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly text: string;
                            readonly images: readonly {
                                readonly id: string;
                                readonly width: number;
                                readonly height: number;
                            }[];
                            readonly likes: number;
                            readonly liked: boolean;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly likeShaidan: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：data.likes 为当前点赞数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly liked: boolean;
                            readonly likes: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly unlikeShaidan: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：data.likes 为当前点赞数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly liked: boolean;
                            readonly likes: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getProductReviews: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 最近 30 条晒单与评价；average 为全部已通过评价的平均分（无评价时为 null） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly dpId: string;
                        readonly count: number;
                        readonly average: number | null;
                        readonly reviews: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly rating: number;
                            readonly text: string;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                        readonly posts: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly text: string;
                            readonly images: readonly {
                                readonly id: string;
                                readonly width: number;
                                readonly height: number;
                            }[];
                            readonly likes: number;
                            readonly liked: boolean;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendProductReview: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly dpId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly rating: number;
                    readonly text: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：已提交待审核 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getModerationQueue: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 每类最早的 50 条 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly shaidan: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly text: string;
                            readonly images: readonly {
                                readonly id: string;
                                readonly width: number;
                                readonly height: number;
                            }[];
                            readonly likes: number;
                            readonly liked: boolean;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                        readonly reviews: readonly {
                            readonly id: number;
                            readonly dpId: string;
                            readonly title: string;
                            readonly author: string;
                            readonly rating: number;
                            readonly text: string;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                        }[];
                        readonly suggestions: readonly {
                            readonly id: number;
                            readonly text: string;
                            readonly contact: string | null;
                            /** @description 截图（按提交顺序；第 n 张从 1 起由 getSuggestionImage 提供） */
                            readonly images: readonly {
                                readonly width: number;
                                readonly height: number;
                            }[];
                            readonly createdAt: number;
                        }[];
                        readonly baoliao: readonly {
                            readonly id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            readonly source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            readonly author: string | null;
                            /** @description 爆料理由 */
                            readonly reason: string | null;
                            /** @description 好价的到手价（分） */
                            readonly price: number;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            readonly expired: boolean;
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            readonly proof: {
                                readonly median30: number | null;
                                readonly dropFen: number | null;
                                readonly dropPercent: number | null;
                                readonly dataDays: number;
                                readonly windowDays: number;
                                readonly lowestPrice: number | null;
                                readonly isLowest: boolean;
                            };
                            readonly votes: {
                                /** @description 值 的票数 */
                                readonly worth: number;
                                /** @description 不值 的票数 */
                                readonly unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                readonly mine: 1 | -1 | 0;
                            };
                        }[];
                        readonly comments: readonly {
                            readonly id: number;
                            readonly author: string;
                            readonly rating: number | null;
                            readonly text: string;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly hidden: boolean;
                            readonly mine: boolean;
                            readonly reported: boolean;
                            readonly createdAt: number;
                            readonly subjectKind: string;
                            readonly subjectId: string;
                            readonly reports: number;
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly moderate: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly kind: "shaidan" | "review" | "suggestion" | "baoliao" | "comment";
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @enum {string} */
                    readonly action: "approve" | "reject";
                    readonly reason?: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：已处理 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getSuggestionImage: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
                readonly n: number;
                readonly size: "large" | "medium" | "small";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description WebP 图片 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "image/webp": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getDealPost: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 好价；待审或未通过的只有爆料人和运营人员可见 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly id: number;
                        /**
                         * @description auto 本站数据发现，user 爆料
                         * @enum {string}
                         */
                        readonly source: "auto" | "user";
                        /** @description 爆料人昵称（本站发现的为 null） */
                        readonly author: string | null;
                        /** @description 爆料理由 */
                        readonly reason: string | null;
                        /** @description 好价的到手价（分） */
                        readonly price: number;
                        /** @enum {string} */
                        readonly status: "pending" | "approved" | "rejected";
                        readonly rejectReason: string | null;
                        readonly createdAt: number;
                        /** @description 现价已高于好价：已过期 */
                        readonly expired: boolean;
                        readonly product: {
                            readonly dpId: string;
                            readonly siteId: number;
                            readonly siteName?: string;
                            readonly itemId?: string;
                            readonly title: string;
                            readonly brand?: string;
                            readonly category?: string | null;
                            readonly imageUrl?: string;
                            readonly url?: string;
                            readonly attributes?: {
                                readonly [key: string]: string;
                            };
                            readonly clusterKey?: string | null;
                            readonly salesCount?: number;
                            readonly commentCount?: number;
                            readonly demo?: boolean;
                        };
                        readonly summary: {
                            readonly currentList?: number;
                            readonly currentFinal?: number;
                            readonly currentTs?: number;
                            readonly lowestPrice?: number;
                            readonly lowestTs?: number;
                            readonly highestPrice?: number;
                            readonly highestTs?: number;
                            readonly low30?: number | null;
                            readonly low60?: number | null;
                            readonly low180?: number | null;
                            readonly price618?: number | null;
                            readonly price618Ts?: number | null;
                            readonly price1111?: number | null;
                            readonly price1111Ts?: number | null;
                            readonly trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            readonly pending?: {
                                /** @description 页面价（分） */
                                readonly listPrice: number;
                                /** @description 到手价（分） */
                                readonly finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                readonly observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                readonly source: "extension";
                            } | null;
                            /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                            readonly inStock?: boolean | null;
                            /**
                             * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                             * @enum {string|null}
                             */
                            readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                            /** @description 进入当前库存状态的时间（秒级时间戳） */
                            readonly stockChangedAt?: number | null;
                        } | null;
                        /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                        readonly proof: {
                            readonly median30: number | null;
                            readonly dropFen: number | null;
                            readonly dropPercent: number | null;
                            readonly dataDays: number;
                            readonly windowDays: number;
                            readonly lowestPrice: number | null;
                            readonly isLowest: boolean;
                        };
                        readonly votes: {
                            /** @description 值 的票数 */
                            readonly worth: number;
                            /** @description 不值 的票数 */
                            readonly unworth: number;
                            /**
                             * @description 我的投票：1 值，-1 不值，0 未投
                             * @enum {integer}
                             */
                            readonly mine: 1 | -1 | 0;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listDealPosts: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
                /** @description 逗号分隔的商品 dp id（最多 20 个） */
                readonly dp?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页好价与总数 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            readonly source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            readonly author: string | null;
                            /** @description 爆料理由 */
                            readonly reason: string | null;
                            /** @description 好价的到手价（分） */
                            readonly price: number;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            readonly expired: boolean;
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            readonly proof: {
                                readonly median30: number | null;
                                readonly dropFen: number | null;
                                readonly dropPercent: number | null;
                                readonly dataDays: number;
                                readonly windowDays: number;
                                readonly lowestPrice: number | null;
                                readonly isLowest: boolean;
                            };
                            readonly votes: {
                                /** @description 值 的票数 */
                                readonly worth: number;
                                /** @description 不值 的票数 */
                                readonly unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                readonly mine: 1 | -1 | 0;
                            };
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendBaoliao: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly link: string;
                    readonly reason: string;
                };
            };
        };
        readonly responses: {
            /** @description code 1：已提交待审核，data.id 为好价编号 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listMyBaoliao: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 最近 50 条 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly items: readonly {
                            readonly id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            readonly source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            readonly author: string | null;
                            /** @description 爆料理由 */
                            readonly reason: string | null;
                            /** @description 好价的到手价（分） */
                            readonly price: number;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            readonly expired: boolean;
                            readonly product: {
                                readonly dpId: string;
                                readonly siteId: number;
                                readonly siteName?: string;
                                readonly itemId?: string;
                                readonly title: string;
                                readonly brand?: string;
                                readonly category?: string | null;
                                readonly imageUrl?: string;
                                readonly url?: string;
                                readonly attributes?: {
                                    readonly [key: string]: string;
                                };
                                readonly clusterKey?: string | null;
                                readonly salesCount?: number;
                                readonly commentCount?: number;
                                readonly demo?: boolean;
                            };
                            readonly summary: {
                                readonly currentList?: number;
                                readonly currentFinal?: number;
                                readonly currentTs?: number;
                                readonly lowestPrice?: number;
                                readonly lowestTs?: number;
                                readonly highestPrice?: number;
                                readonly highestTs?: number;
                                readonly low30?: number | null;
                                readonly low60?: number | null;
                                readonly low180?: number | null;
                                readonly price618?: number | null;
                                readonly price618Ts?: number | null;
                                readonly price1111?: number | null;
                                readonly price1111Ts?: number | null;
                                readonly trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                readonly pending?: {
                                    /** @description 页面价（分） */
                                    readonly listPrice: number;
                                    /** @description 到手价（分） */
                                    readonly finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    readonly observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    readonly source: "extension";
                                } | null;
                                /** @description 现在是否有货（下架、预售都不算有货）；来源未说过时为 null */
                                readonly inStock?: boolean | null;
                                /**
                                 * @description 库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null
                                 * @enum {string|null}
                                 */
                                readonly stockState?: "in_stock" | "out_of_stock" | "presale" | "delisted" | null;
                                /** @description 进入当前库存状态的时间（秒级时间戳） */
                                readonly stockChangedAt?: number | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            readonly proof: {
                                readonly median30: number | null;
                                readonly dropFen: number | null;
                                readonly dropPercent: number | null;
                                readonly dataDays: number;
                                readonly windowDays: number;
                                readonly lowestPrice: number | null;
                                readonly isLowest: boolean;
                            };
                            readonly votes: {
                                /** @description 值 的票数 */
                                readonly worth: number;
                                /** @description 不值 的票数 */
                                readonly unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                readonly mine: 1 | -1 | 0;
                            };
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly voteDealPost: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @enum {integer} */
                    readonly value: 1 | -1 | 0;
                };
            };
        };
        readonly responses: {
            /** @description code 1：data 为当前票数与我的投票 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            /** @description 值 的票数 */
                            readonly worth: number;
                            /** @description 不值 的票数 */
                            readonly unworth: number;
                            /**
                             * @description 我的投票：1 值，-1 不值，0 未投
                             * @enum {integer}
                             */
                            readonly mine: 1 | -1 | 0;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly listComments: {
        readonly parameters: {
            readonly query?: {
                readonly page?: number;
            };
            readonly header?: never;
            readonly path: {
                readonly kind: string;
                readonly subjectId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description 一页评论与总数；评分主体附评分汇总 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly total: number;
                        readonly page: number;
                        readonly pageSize: number;
                        readonly items: readonly {
                            readonly id: number;
                            readonly author: string;
                            readonly rating: number | null;
                            readonly text: string;
                            /** @enum {string} */
                            readonly status: "pending" | "approved" | "rejected";
                            readonly rejectReason: string | null;
                            readonly hidden: boolean;
                            readonly mine: boolean;
                            readonly reported: boolean;
                            readonly createdAt: number;
                        }[];
                        /** @description 评分主体（如 app）的已通过评分数与平均分（一位小数，无评分时为 null）；其余为 null */
                        readonly rating: {
                            readonly count: number;
                            readonly average: number | null;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly sendComment: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly kind: string;
                readonly subjectId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly text: string;
                    readonly rating?: (number) | null;
                };
            };
        };
        readonly responses: {
            /** @description code 1：data.status 为 pending（待审核）或 approved（已发布） */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly id: number;
                            /** @enum {string} */
                            readonly status: "pending" | "approved";
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly reportComment: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: number;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description code 1：已举报 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                        readonly data?: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 未登录 */
            readonly 401: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            readonly 403: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            readonly 429: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getImage: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                readonly id: string;
                readonly size: "large" | "medium" | "small";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description WebP 图片 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "image/webp": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getRobots: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description robots.txt：不抓取个人中心、登录与接口，站点地图的地址 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/plain": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getSitemapIndex: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description sitemaps.org 站点地图索引，lastmod 为其中最新的价格更新时间 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/xml": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getSitemap: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description pages.xml 或 products-N.xml（N 从 1 起） */
                readonly file: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description sitemaps.org 站点地图，商品页的 lastmod 为其价格最后更新的时间 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/xml": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
    readonly getShareImage: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description site.png 或 dp{商品 dp id}.png */
                readonly file: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description PNG 图片：标题、商城、当前到手价、历史最低与价格走势线 */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "image/png": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            readonly 400: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            readonly 404: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly code: number;
                        readonly msg: string;
                    };
                };
            };
        };
    };
}
