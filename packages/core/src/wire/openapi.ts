// Generated from the API document at /api/docs/json by `pnpm api:types`: do not edit.
// A test regenerates it and fails when it differs from this file.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 服务健康与各商城抓取状态 */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本站页面的二维码（SVG）：手机扫码打开同一页面 */
        get: operations["getPageQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{dpId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品、价格摘要与价格更新时间和来源 */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{dpId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 价格历史（页面价与到手价两条线，每条最多约 1000 点） */
        get: operations["getPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{dpId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 同款商品在其他商城的价格（到手价从低到高） */
        get: operations["getProductOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trend/identify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品链接或分享文字（含 3.cn、u.jd.com、m.tb.cn 等短链接）→ 商品编号与商品页链接 */
        get: operations["identifyProductLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trend/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品链接（或分享文字）→ 商品 */
        get: operations["resolveProductLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/{dpId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 追踪中的商品链接的进度（排队、抓取、完成或失败原因与下次重试时间） */
        get: operations["getTrackingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 关键词搜索（支持中文分词与中英混合），按热度排序；不带关键词时列出全部或某分类的商品；可按商城、价格区间、历史最低筛选，按降幅、价格、销量排序 */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品分类 */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 今日好价：到手价比前 30 天中位价低到一定幅度和金额、且数据足够的商品；view=fake 列出先涨后降的假降价及其证据 */
        get: operations["listDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 进行中和即将开始的商城活动（618、双11、年货节、品牌日 …），按开始时间排列 */
        get: operations["listPromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一个活动：日期、规则和一页参加的商品（每页 20 个，productCount 为总数） */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 还没过期的优惠券：门槛、金额、有效期和领券链接，快过期的在前 */
        get: operations["listCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lowest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 近 7 天降到历史最低价、今天仍是这个价的商品（曾经更贵），附当前价格的促销规则 */
        get: operations["listLowest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{dpId}/next-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品所在商城最近的大促（进行中或即将开始；品牌日只算参加的商品） */
        get: operations["getNextSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 排行榜（前 50 名）：降价榜（今日真降价的降幅）、热门榜（7 天浏览次数）、收藏榜（收藏人数）、销量榜（销量），每行带与昨天相比的名次变化 */
        get: operations["listRankings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prices/observations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上报观察到的价格（每批最多 500 条；金额单位分，时间为秒级时间戳） */
        post: operations["reportPriceObservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI 点评一件商品值不值得买（流式） */
        get: operations["streamAiRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI 比较 2–4 件商品并给出推荐（流式） */
        get: operations["streamAiComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserHelper/SmsCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送短信验证码（tag: login / bind / change / rechange / forgot；register 按 login） */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserHelper/SmsLogin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机号登录回调（capi，不签名）：验证码正确即登录，首次使用即注册 */
        post: operations["signInWithSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 账号（手机号或邮箱）密码登录 */
        post: operations["signInWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退出登录（结束本会话；push_endpoint 为此浏览器的推送地址时，同时关闭它的推送） */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户：uid、昵称、绑定（utype 1 QQ 2 微信 3 微博 4 手机 5 邮箱）、是否已设密码、是否为运营人员 */
        get: operations["getUserDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Dispose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 注销账号（ensure=1）：删除账号及其全部数据，结束所有会话 */
        post: operations["disposeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/Modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改昵称、密码（当前密码或短信验证码）、手机号（bind / rechange）或邮箱 */
        post: operations["modifyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 忘记密码：凭 forgot 短信验证码设置新密码，并结束该账号的所有会话 */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserHelper/Captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 安全验证页（算术题或 Turnstile） */
        get: operations["getCaptchaPage"];
        put?: never;
        /** 提交安全验证（算术题答案或 Turnstile 令牌） */
        post: operations["submitCaptcha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/helper/QrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 扫码登录二维码：id、有效秒数 expired、PNG data URL qrImgStr */
        get: operations["createQrLoginCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/helper/QrLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 扫码确认后，等待的浏览器用一次性 token 换取登录 Cookie */
        post: operations["redeemQrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/helper/QrScan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机扫码：标记已扫描，返回发起登录的浏览器与 IP */
        post: operations["scanQrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/helper/QrConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机确认登录 */
        post: operations["confirmQrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/helper/QrRefuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机拒绝登录 */
        post: operations["refuseQrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * WebSocket：扫码登录状态推送（Success / LoginConnected / 登录数据）
         * @description 升级为 WebSocket 后发送 `{ "action": "QrCodeLogin", "msg": { "tid": "…" } }`；服务器推送 `{ code, msg, data? }`：Success、LoginConnected（已扫码）、LoginSuccess（data.token 交给 POST /helper/QrLogin），失败时 code 为 -1。
         */
        get: operations["watchQrLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserUnion/Authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 第三方登录/绑定（utype 1 QQ 2 微信 3 微博）：返回平台授权地址 data.url */
        get: operations["startSocialSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserUnion/Callback/{utype}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 第三方平台授权回调：校验 state，换取用户标识，登录或绑定后跳回 _referer */
        get: operations["finishSocialSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 收藏列表：全部或降价（tab），按收藏时间、降幅或现价排序，可按分组筛选 */
        get: operations["listCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/Saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 这些商品中哪些已收藏（列表页的收藏按钮用；最多 60 个，逗号分隔） */
        get: operations["savedInCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/Item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 某个商品的收藏（商品页的收藏按钮用）：已收藏时为该收藏及其提醒条件，否则为 null */
        get: operations["collectionItemOfProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 收藏商品（记下当前到手价），可设目标价（分）、分组与提醒条件；已收藏则只更新这些设置 */
        post: operations["addToCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改收藏（id 或 dp_id）的目标价、分组与提醒条件；传空字符串即清除 */
        post: operations["updateCollectionItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserCollection/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取消收藏（id 或 dp_id） */
        post: operations["deleteCollectionItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/WorthOrderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 价保订单：有效或已过期（effective），含期间最低价、可申请金额与剩余天数 */
        get: operations["listProtectOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/WorthOrderAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登记价保订单：商品（dp_id 或商品链接 url）、到手价（分）、购买时间（秒或 YYYY-MM-DD）、价保天数（默认按商城） */
        post: operations["addProtectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/WorthOrderDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 删除价保订单 */
        post: operations["deleteProtectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/CheckIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 每日签到（按北京时间每天一次，重复签到不再加分） */
        post: operations["checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/Credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 积分：余额、今日是否已签到、积分规则与明细（最新在前） */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserExtend/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载我的数据：收藏、价保订单或积分明细，JSON 或 CSV（UTF-8 带 BOM，Excel 可直接打开） */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserNotice/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 消息中心：我的提醒（最新在前）与未读数 */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserNotice/Unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未读提醒数（页头铃铛） */
        get: operations["countUnreadNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserNotice/Read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 标为已读：一条（id），不传 id 则全部 */
        post: operations["markNoticesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/Settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提醒设置：各通道、免打扰时间、每日上限与个人订阅地址 */
        get: operations["getAlertSettings"];
        put?: never;
        /** 修改提醒设置（每项可选；quiet_start / quiet_end 传空字符串即取消免打扰） */
        post: operations["saveAlertSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/Email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 设置接收提醒的邮箱：发送验证链接（24 小时内有效），验证后开启邮件提醒 */
        post: operations["setAlertEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/PushSubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 在此浏览器开启推送：保存浏览器的推送订阅 */
        post: operations["subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/PushUnsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 在此浏览器关闭推送 */
        post: operations["unsubscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/ResetFeed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 重置个人订阅地址（旧地址立即失效） */
        post: operations["resetAlertFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/Test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送测试：立即经所选通道（站内 / 邮件 / Webhook / 浏览器推送）发一条测试消息 */
        post: operations["sendAlertTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/VerifyEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 邮箱验证链接：验证成功后开启邮件提醒，并回到消息中心 */
        get: operations["verifyAlertEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UserAlert/Unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 邮件里的退订链接：确认页（打开链接本身不退订，邮件扫描器会预先打开链接） */
        get: operations["unsubscribeAlertEmail"];
        put?: never;
        /** 退订：确认页的按钮（回到消息中心），或一键退订（RFC 8058：邮件客户端以 List-Unsubscribe=One-Click POST） */
        post: operations["unsubscribeAlertEmailOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 个人提醒订阅（RSS：<密钥>.rss，Atom：<密钥>.atom） */
        get: operations["alertFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交意见反馈（multipart 表单：text 必填，contact 选填手机号或邮箱，最多 3 张截图） */
        post: operations["sendSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shaidan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 晒单广场：审核通过的晒单，最新在前（每页 20 条） */
        get: operations["listShaidan"];
        put?: never;
        /** 发布晒单（multipart 表单：link 商品链接、text 文字、1–9 张照片；审核通过后展示） */
        post: operations["sendShaidan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shaidan/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的晒单：全部状态（待审核、已通过、未通过及原因），最新在前 */
        get: operations["listMyShaidan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shaidan/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 点赞晒单（每人一次） */
        put: operations["likeShaidan"];
        post?: never;
        /** 取消点赞 */
        delete: operations["unlikeShaidan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{dpId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品的晒单与评价（审核通过的），含平均评分 */
        get: operations["getProductReviews"];
        put?: never;
        /** 写短评（登录后；rating 1–5 星，text 不超过 200 字；审核通过后展示） */
        post: operations["sendProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 待审核的晒单、评价、意见反馈与评论（含被举报隐藏的）（仅运营人员） */
        get: operations["getModerationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核一条晒单、评价、意见反馈或评论：通过，或驳回并写明原因（仅运营人员） */
        post: operations["moderate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/suggestions/{id}/images/{n}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 意见反馈的第 n 张截图（WebP；仅运营人员，其他人 404） */
        get: operations["getSuggestionImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deal-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一条好价：商品、好价、发布时的数据依据、值 / 不值票数与我的投票、是否已过期 */
        get: operations["getDealPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deal-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 审核通过的好价，最新在前（每页 20 条）；dp 只看这些商品的 */
        get: operations["listDealPosts"];
        put?: never;
        /** 爆料：商品链接与推荐理由（须登录；审核通过后展示，每人每天最多 10 条） */
        post: operations["sendBaoliao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deal-posts/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的爆料：全部状态（待审核、已通过、未通过及原因），最新在前 */
        get: operations["listMyBaoliao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deal-posts/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 投票：值（1）、不值（-1）或撤回（0）；每人一票，可改 */
        put: operations["voteDealPost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{kind}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 评论列表（最新在前，每页 20 条）；作者可见自己待审核与未通过的评论及原因 */
        get: operations["listComments"];
        put?: never;
        /** 发表评论（登录后；2–500 字纯文本，评分主体可附 1–5 星；每分钟 5 条、每天 50 条；新账号审核通过后展示） */
        post: operations["sendComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 举报评论（登录后，每人每条一次；不能举报自己的；3 人举报后隐藏待审核） */
        post: operations["reportComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 晒单图片（WebP；未通过审核的仅作者与运营人员可见） */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 搜索引擎抓取规则（含站点地图地址） */
        get: operations["getRobots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 站点地图索引：列表页一份，商品页每 5 万个一份 */
        get: operations["getSitemapIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一份站点地图：列表页（pages.xml）或第 N 份商品页（products-N.xml） */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 分享图片：本站卡片（site.png）或商品的历史价格卡片（dp{dpId}.png，1200×630） */
        get: operations["getShareImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
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
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 服务可用 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        stores?: {
                            [key: string]: {
                                /** @enum {string} */
                                state: "ok" | "backing_off" | "paused";
                                /** Format: date-time */
                                until?: string;
                            };
                        };
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getPageQrCode: {
        parameters: {
            query: {
                /** @description 本站页面的路径与查询串，以单个 / 开头，如 /app/questions */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 二维码图片（image/svg+xml），内容为本站该页面的完整地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 商品资料、价格摘要、价格更新时间与来源 */
            200: {
                headers: {
                    [name: string]: unknown;
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
                    "application/json": {
                        product: {
                            dpId?: string;
                            siteId?: number;
                            siteName?: string;
                            itemId?: string;
                            title?: string;
                            brand?: string;
                            category?: string | null;
                            imageUrl?: string;
                            url?: string;
                            attributes?: {
                                [key: string]: string;
                            };
                            clusterKey?: string | null;
                            salesCount?: number;
                            commentCount?: number;
                            demo?: boolean;
                        };
                        summary: {
                            currentList?: number;
                            currentFinal?: number;
                            currentTs?: number;
                            lowestPrice?: number;
                            lowestTs?: number;
                            highestPrice?: number;
                            highestTs?: number;
                            low30?: number | null;
                            low60?: number | null;
                            low180?: number | null;
                            price618?: number | null;
                            price618Ts?: number | null;
                            price1111?: number | null;
                            price1111Ts?: number | null;
                            trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            pending?: {
                                /** @description 页面价（分） */
                                listPrice: number;
                                /** @description 到手价（分） */
                                finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                source: "extension";
                            } | null;
                        } | null;
                        lastCheckedAt: number | null;
                        /** @enum {string|null} */
                        latestSource: "extension" | "tracker" | "import" | "demo" | null;
                        offShelf: boolean;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getPriceHistory: {
        parameters: {
            query?: {
                /** @description 时间范围 */
                range?: "30d" | "90d" | "180d" | "1y" | "all";
            };
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 商品、摘要与所选范围内的两条价格线（[时间戳, 分]）及促销 */
            200: {
                headers: {
                    [name: string]: unknown;
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
                    "application/json": {
                        product?: {
                            dpId?: string;
                            siteId?: number;
                            siteName?: string;
                            itemId?: string;
                            title?: string;
                            brand?: string;
                            category?: string | null;
                            imageUrl?: string;
                            url?: string;
                            attributes?: {
                                [key: string]: string;
                            };
                            clusterKey?: string | null;
                            salesCount?: number;
                            commentCount?: number;
                            demo?: boolean;
                        };
                        summary?: {
                            currentList?: number;
                            currentFinal?: number;
                            currentTs?: number;
                            lowestPrice?: number;
                            lowestTs?: number;
                            highestPrice?: number;
                            highestTs?: number;
                            low30?: number | null;
                            low60?: number | null;
                            low180?: number | null;
                            price618?: number | null;
                            price618Ts?: number | null;
                            price1111?: number | null;
                            price1111Ts?: number | null;
                            trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            pending?: {
                                /** @description 页面价（分） */
                                listPrice: number;
                                /** @description 到手价（分） */
                                finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                source: "extension";
                            } | null;
                        } | null;
                        range?: string;
                        listPrice?: number[][];
                        finalPrice?: number[][];
                        promotions?: {
                            ts?: number;
                            promo?: string | null;
                            coupon?: string | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getProductOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 同款商品的其他商城报价 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers?: {
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    identifyProductLink: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 链接指向的商品（是否收录不论） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dpId: string;
                        url: string;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    resolveProductLink: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 识别出的商品与价格摘要 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dpId?: string;
                        product?: {
                            dpId?: string;
                            siteId?: number;
                            siteName?: string;
                            itemId?: string;
                            title?: string;
                            brand?: string;
                            category?: string | null;
                            imageUrl?: string;
                            url?: string;
                            attributes?: {
                                [key: string]: string;
                            };
                            clusterKey?: string | null;
                            salesCount?: number;
                            commentCount?: number;
                            demo?: boolean;
                        };
                        summary?: {
                            currentList?: number;
                            currentFinal?: number;
                            currentTs?: number;
                            lowestPrice?: number;
                            lowestTs?: number;
                            highestPrice?: number;
                            highestTs?: number;
                            low30?: number | null;
                            low60?: number | null;
                            low180?: number | null;
                            price618?: number | null;
                            price618Ts?: number | null;
                            price1111?: number | null;
                            price1111Ts?: number | null;
                            trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            pending?: {
                                /** @description 页面价（分） */
                                listPrice: number;
                                /** @description 到手价（分） */
                                finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                source: "extension";
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getTrackingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 链接的追踪进度 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dpId: string;
                        /** @enum {string} */
                        status: "queued" | "fetching" | "done" | "blocked" | "off_shelf" | "failed" | "needs_browser";
                        attempts: number;
                        nextAttemptAt: number | null;
                        reason: string | null;
                        updatedAt: number | null;
                        productReady: boolean;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    searchProducts: {
        parameters: {
            query?: {
                /**
                 * @description 关键词，全部命中才算匹配；留空或省略则按热度列出商品
                 * @example 手机
                 */
                q?: string;
                page?: number;
                /** @description 分类 slug（见 /api/categories） */
                class?: string;
                /** @description drop 降价幅度最大在前，price 到手价最低在前，popular 销量最高在前（默认） */
                sort?: "drop" | "price" | "popular";
                /** @description 只看该商城（站点 id） */
                site?: number;
                /** @description 到手价下限（分） */
                minPrice?: number;
                /** @description 到手价上限（分） */
                maxPrice?: number;
                /** @description 1：只看当前为历史最低价的商品 */
                lowest?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页搜索结果（每页 20 条）与总数 */
            200: {
                headers: {
                    [name: string]: unknown;
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
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 全部分类（一级分类的 parentSlug 为 null） */
            200: {
                headers: {
                    [name: string]: unknown;
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
                    "application/json": {
                        categories?: {
                            slug?: string;
                            name?: string;
                            parentSlug?: string | null;
                        }[];
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listDeals: {
        parameters: {
            query?: {
                /** @description deals 真降价（默认），fake 先涨后降的假降价 */
                view?: "deals" | "fake";
                /** @description drop 降幅最大，amount 降价金额最多，price 到手价最低，newest 最新降价 */
                sort?: "drop" | "amount" | "price" | "newest";
                page?: number;
                /** @description 分类 slug（见 /api/categories） */
                class?: string;
                /** @description 只看该商城（站点 id） */
                site?: number;
                /** @description 降幅下限（百分比）；低于服务器设置的门槛时按门槛算 */
                minDrop?: number;
                /** @description 到手价下限（分） */
                minPrice?: number;
                /** @description 到手价上限（分） */
                maxPrice?: number;
                /** @description 1：只看今天为历史最低价的 */
                lowest?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页好价（每页 20 条）与总数，以及判定门槛 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total?: number;
                        page?: number;
                        pageSize?: number;
                        rules?: {
                            minDropPercent?: number;
                            minDropFen?: number;
                            minDataDays?: number;
                        };
                        items?: {
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                            deal?: {
                                /** @enum {string} */
                                kind?: "deal" | "fake";
                                /** @description 今天的到手价（分） */
                                price?: number;
                                /** @description 今天之前 30 天的每日到手价中位数（分） */
                                median30?: number;
                                /** @description 比中位价低多少（分） */
                                dropFen?: number;
                                /** @description 比中位价低多少（百分比，一位小数） */
                                dropPercent?: number;
                                /** @description 这 30 天里有价格数据的天数 */
                                dataDays?: number;
                                /** @description 中位价取的天数（30） */
                                windowDays?: number;
                                /** @description 今天这个价格从何时开始（秒） */
                                since?: number;
                                /** @description 是否为历史最低价 */
                                isLowest?: boolean;
                                /** @description 假降价的证据：涨价前的参考价、涨价那天、涨后价格与依据的天数 */
                                proof?: {
                                    referencePrice?: number;
                                    raisedAt?: number;
                                    raisedPrice?: number;
                                    evidenceDays?: number;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 活动列表（已结束的不在其中） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items?: {
                            id?: number;
                            siteId?: number;
                            name?: string;
                            /** @description 活动类型：618、双11、年货节、品牌日 … */
                            kind?: string;
                            startsAt?: number;
                            endsAt?: number;
                            /**
                             * @description 进行中或即将开始
                             * @enum {string}
                             */
                            status?: "current" | "coming";
                            rules?: {
                                /** @enum {string} */
                                kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                                /** @description 商城的原文 */
                                text: string;
                                threshold?: number;
                                amount?: number;
                                /** @description 是否跨店 */
                                crossStore?: boolean;
                                payPercent?: number;
                                deposit?: number;
                                worth?: number;
                            }[];
                            /** @description 商城的活动页 */
                            url?: string | null;
                            productCount?: number;
                            /** @description 演示数据 */
                            isDemo?: boolean;
                        }[];
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getPromotion: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 活动与它的一页商品 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        siteId?: number;
                        name?: string;
                        /** @description 活动类型：618、双11、年货节、品牌日 … */
                        kind?: string;
                        startsAt?: number;
                        endsAt?: number;
                        /**
                         * @description 进行中或即将开始
                         * @enum {string}
                         */
                        status?: "current" | "coming";
                        rules?: {
                            /** @enum {string} */
                            kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                            /** @description 商城的原文 */
                            text: string;
                            threshold?: number;
                            amount?: number;
                            /** @description 是否跨店 */
                            crossStore?: boolean;
                            payPercent?: number;
                            deposit?: number;
                            worth?: number;
                        }[];
                        /** @description 商城的活动页 */
                        url?: string | null;
                        productCount?: number;
                        /** @description 演示数据 */
                        isDemo?: boolean;
                        page: number;
                        pageSize: number;
                        products: {
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                page?: number;
                /** @description 只看该商城（站点 id） */
                site?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页优惠券（每页 20 张）与总数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            id?: number;
                            siteId?: number;
                            /** @description 门槛（分），0 为无门槛 */
                            threshold?: number;
                            /** @description 优惠金额（分） */
                            amount?: number;
                            validFrom?: number;
                            validTo?: number;
                            /** @description 领券页（商城自己的页面） */
                            url?: string;
                            /** @description 限某一商品时，该商品的编号 */
                            dpId?: string | null;
                            productTitle?: string | null;
                            /** @description 限某一品类时，该品类的 slug */
                            category?: string | null;
                            /** @description 限某一品类时，该品类的名称 */
                            categoryName?: string | null;
                            text?: string | null;
                            /** @description 演示数据 */
                            isDemo?: boolean;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listLowest: {
        parameters: {
            query?: {
                page?: number;
                /** @description 只看该商城（站点 id） */
                site?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页历史低价商品（每页 20 个）与总数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                            rules?: {
                                /** @enum {string} */
                                kind: "over" | "each" | "discount" | "secondHalf" | "coupon" | "deposit" | "text";
                                /** @description 商城的原文 */
                                text: string;
                                threshold?: number;
                                amount?: number;
                                /** @description 是否跨店 */
                                crossStore?: boolean;
                                payPercent?: number;
                                deposit?: number;
                                worth?: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getNextSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最近的大促，促销日历里没有时为 null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextSale?: {
                            /** @description 活动名称，如 京东双12 */
                            name: string;
                            /** @description 开始日（上海时间，YYYY-MM-DD） */
                            startDay: string;
                            /** @description 结束日（上海时间，YYYY-MM-DD） */
                            endDay: string;
                            /** @description 距开始的天数；进行中为 0 */
                            daysUntil: number;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listRankings: {
        parameters: {
            query?: {
                /** @description drop 降价榜（默认），hot 热门榜，watched 收藏榜，sales 销量榜 */
                list?: "drop" | "hot" | "watched" | "sales";
                /** @description 分类 slug（见 /api/categories）；不填为全部分类 */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 榜单，按名次排列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        list?: "drop" | "hot" | "watched" | "sales";
                        items?: {
                            /** @description 名次，从 1 开始 */
                            rank?: number;
                            /** @description 与昨天榜单相比：up 上升、down 下降 places 名，same 不变，new 新上榜；昨天没有榜单时为 null */
                            move?: {
                                /** @enum {string} */
                                kind?: "up" | "down" | "same" | "new";
                                places?: number;
                            } | null;
                            /** @description 榜单的数字：降幅（百分比，一位小数）、7 天浏览次数、收藏人数或销量 */
                            value?: number;
                            product?: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary?: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    reportPriceObservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    observations: {
                        /** @description 商品链接（与 dpId 二选一） */
                        url?: string;
                        /** @description 商品编号，如 100012043978-3 */
                        dpId?: string;
                        /** @description 商品标题（未收录的商品须附上链接和标题） */
                        title?: string | null;
                        /** @description 页面价（分） */
                        listPrice: number;
                        /** @description 到手价（分） */
                        finalPrice?: number | null;
                        /** @description 促销文字 */
                        promo?: string | null;
                        /** @description 优惠券文字 */
                        coupon?: string | null;
                        /** @description 看到价格的时间（秒级时间戳） */
                        observedAt: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description 逐条处理结果：accepted 已采用，pending 待印证，rejected 已拒绝（msg 说明原因） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: number;
                        pending: number;
                        rejected: number;
                        results: {
                            index: number;
                            /** @enum {string} */
                            status: "accepted" | "pending" | "rejected";
                            dpId?: string;
                            msg?: string;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    streamAiRating: {
        parameters: {
            query: {
                /** @description 商品编号 {itemId}-{siteId} */
                dp: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream：先 meta（model、label、madeAt、cached），再若干 delta（text），最后 done（unknownFigures）或 error（msg） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    streamAiComparison: {
        parameters: {
            query: {
                /** @description 商品编号 {itemId}-{siteId}，重复 2–4 次 */
                dp: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream：先 meta（model、label、madeAt、cached），再若干 delta（text），最后 done（unknownFigures）或 error（msg） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    tag?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已发送（data.capi 为登录回调路径），0 需先完成安全验证（data.link），-1 失败 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            capi?: string;
                            link?: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    signInWithSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 验证码错误或已过期 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    signInWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    passwd: string;
                    remember_me?: string;
                };
            };
        };
        responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 账号或密码错误（尝试过多时 data.link 为安全验证页） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    push_endpoint?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已退出 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getUserDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1 当前用户资料，-1 用户不存在 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            uid?: number;
                            nickname?: string;
                            unions?: {
                                utype?: number;
                                unick?: string;
                                status?: string;
                            }[];
                            has_passwd?: boolean;
                            is_operator?: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    disposeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ensure: string;
                };
            };
        };
        responses: {
            /** @description code 1 已注销，-1 未确认 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    modifyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname?: string;
                    passwd?: string;
                    old_passwd?: string;
                    tag?: string;
                    phone?: string;
                    code?: string;
                    old_code?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已修改（data 为用户资料），-1 失败（msg 说明原因） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    code: string;
                    passwd: string;
                };
            };
        };
        responses: {
            /** @description code 1 密码已重置，-1 验证码或新密码不合规 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getCaptchaPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 安全验证页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    submitCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    answer?: string;
                    "cf-turnstile-response"?: string;
                };
            };
        };
        responses: {
            /** @description 验证通过：页面通知上层窗口，并发放一次性通行 Cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description 答案不对或令牌无效（页面），或请求参数有误（JSON） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    createQrLoginCode: {
        parameters: {
            query: {
                event: "scanLogin";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1 二维码（data 含 id、expired、qrImgStr） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id?: string;
                            expired?: number;
                            qrImgStr?: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    redeemQrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description code 1 登录成功（data 含 uid、expire、time），-1 二维码已失效 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    scanQrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tid: string;
                };
            };
        };
        responses: {
            /** @description code 1 已扫描（data 为发起登录的浏览器、IP 与剩余秒数），-1 二维码已失效 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            browser?: string;
                            ip?: string;
                            expired?: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    confirmQrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tid: string;
                };
            };
        };
        responses: {
            /** @description code 1 已确认，-1 二维码已失效 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    refuseQrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tid: string;
                };
            };
        };
        responses: {
            /** @description code 1 已拒绝，-1 二维码已失效 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    watchQrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 切换到 WebSocket 协议 */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不是 WebSocket 升级请求 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    startSocialSignIn: {
        parameters: {
            query: {
                utype: string;
                platform?: string;
                _referer?: string;
                isBind?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1 平台授权地址 data.url，-1 不支持、未开通或未登录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            url?: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    finishSocialSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
            };
            header?: never;
            path: {
                utype: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 登录或绑定完成（或用户在平台上取消），跳回发起页 */
            302: {
                headers: {
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 登录请求已失效（页面），或请求参数有误（JSON） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不支持或未开通的登录方式（页面） */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description 该第三方账号已绑定其他用户，或当前账号已绑定另一个（页面） */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 第三方平台拒绝或无法访问（页面） */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    listCollection: {
        parameters: {
            query?: {
                /** @description all 全部，reduce 降价（现价低于收藏时价格） */
                tab?: "all" | "reduce";
                /** @description date 最近收藏，drop 降幅最大，price 现价最低 */
                stype?: "date" | "drop" | "price";
                /** @description 页码，从 1 起 */
                pg?: number;
                /** @description 每页条数 */
                ps?: number;
                /** @description 只看这个分组 */
                opt?: string;
                /** @description 调用方，忽略 */
                platform?: "web" | "pc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：一页收藏、计数与分组名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                id: number;
                                dp_id: string;
                                title: string;
                                url: string;
                                image_url: string;
                                site_id: number;
                                site_name: string;
                                /** @description 收藏时的到手价（分）；当时无价格为 null */
                                saved_price: number | null;
                                /** @description 当前到手价（分）；暂无价格为 null */
                                current_price: number | null;
                                /** @description 历史最低价（分） */
                                lowest_price: number | null;
                                lowest_at: number | null;
                                /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                                drop_amount: number | null;
                                /** @description 降价幅度（%），一位小数 */
                                drop_percent: number | null;
                                /** @description 目标价（分） */
                                target_price: number | null;
                                /** @description 分组名 */
                                group: string | null;
                                /**
                                 * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒
                                 * @enum {string}
                                 */
                                alert: "drop" | "target" | "percent" | "lowest" | "off";
                                /** @description 降幅提醒的百分比（1–90） */
                                alert_percent: number | null;
                                created_at: number;
                            }[];
                            /** @description all 全部收藏数，reduce 现价低于收藏时价格的件数 */
                            stat: {
                                all: number;
                                reduce: number;
                            };
                            /** @description 用户的分组名 */
                            groups: string[];
                            pg: number;
                            ps: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    savedInCollection: {
        parameters: {
            query: {
                /** @description 商品编号，逗号分隔 */
                dp_ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：其中已收藏的商品编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            dp_ids: string[];
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    collectionItemOfProduct: {
        parameters: {
            query: {
                /** @description 商品编号 */
                dp_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：该收藏；未收藏时 data 为 null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            dp_id: string;
                            title: string;
                            url: string;
                            image_url: string;
                            site_id: number;
                            site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            current_price: number | null;
                            /** @description 历史最低价（分） */
                            lowest_price: number | null;
                            lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            drop_percent: number | null;
                            /** @description 目标价（分） */
                            target_price: number | null;
                            /** @description 分组名 */
                            group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒
                             * @enum {string}
                             */
                            alert: "drop" | "target" | "percent" | "lowest" | "off";
                            /** @description 降幅提醒的百分比（1–90） */
                            alert_percent: number | null;
                            created_at: number;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    addToCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dp_id: string;
                    target_price?: string;
                    group?: string;
                    alert?: string;
                    alert_percent?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已收藏（data 为该收藏），-1 商品不存在或收藏已满 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            dp_id: string;
                            title: string;
                            url: string;
                            image_url: string;
                            site_id: number;
                            site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            current_price: number | null;
                            /** @description 历史最低价（分） */
                            lowest_price: number | null;
                            lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            drop_percent: number | null;
                            /** @description 目标价（分） */
                            target_price: number | null;
                            /** @description 分组名 */
                            group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒
                             * @enum {string}
                             */
                            alert: "drop" | "target" | "percent" | "lowest" | "off";
                            /** @description 降幅提醒的百分比（1–90） */
                            alert_percent: number | null;
                            created_at: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    updateCollectionItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    dp_id?: string;
                    target_price?: string;
                    group?: string;
                    alert?: string;
                    alert_percent?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已修改（data 为该收藏），-1 收藏不存在 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            dp_id: string;
                            title: string;
                            url: string;
                            image_url: string;
                            site_id: number;
                            site_name: string;
                            /** @description 收藏时的到手价（分）；当时无价格为 null */
                            saved_price: number | null;
                            /** @description 当前到手价（分）；暂无价格为 null */
                            current_price: number | null;
                            /** @description 历史最低价（分） */
                            lowest_price: number | null;
                            lowest_at: number | null;
                            /** @description 收藏时价格 − 当前价格（分），正数为降价 */
                            drop_amount: number | null;
                            /** @description 降价幅度（%），一位小数 */
                            drop_percent: number | null;
                            /** @description 目标价（分） */
                            target_price: number | null;
                            /** @description 分组名 */
                            group: string | null;
                            /**
                             * @description 提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒
                             * @enum {string}
                             */
                            alert: "drop" | "target" | "percent" | "lowest" | "off";
                            /** @description 降幅提醒的百分比（1–90） */
                            alert_percent: number | null;
                            created_at: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    deleteCollectionItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    dp_id?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已取消收藏，-1 收藏不存在 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listProtectOrders: {
        parameters: {
            query?: {
                /** @description 页码，从 1 起 */
                pg?: number;
                /** @description 每页条数 */
                ps?: number;
                /** @description 1 价保期内，0 已过期；不传为全部 */
                effective?: 0 | 1;
                /** @description 1 时答复带上两类的数量 view */
                view?: 0 | 1;
                /** @description 调用方，忽略 */
                platform?: "web" | "pc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：一页订单（view=1 时含计数） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                id: number;
                                dp_id: string;
                                title: string;
                                url: string;
                                image_url: string;
                                site_id: number;
                                site_name: string;
                                /** @description 到手价（分） */
                                paid_price: number;
                                bought_at: number;
                                /** @description 价保天数 */
                                window_days: number;
                                /** @description 价保结束时刻（此刻起不再价保） */
                                ends_at: number;
                                /** @description 剩余天数（含今天），已过期为 0 */
                                days_left: number;
                                /** @description 购买后价保期内的最低到手价（分） */
                                lowest_since: number | null;
                                /** @description 可申请金额（分）：到手价 − 期间最低价，不低于 0 */
                                claimable: number;
                                current_price: number | null;
                                /** @description 商城价保申请入口（没有时为商品链接） */
                                protect_url: string;
                            }[];
                            /** @description view=1 时给出：valid 价保期内，expired 已过期 */
                            view?: {
                                valid: number;
                                expired: number;
                            };
                            pg: number;
                            ps: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    addProtectOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paid_price: string;
                    bought_at: string;
                    dp_id?: string;
                    window_days?: string;
                    url?: string;
                };
            };
        };
        responses: {
            /** @description code 1 已登记（data 为该订单），-1 商品未收录、时间不合适或已达上限 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            dp_id: string;
                            title: string;
                            url: string;
                            image_url: string;
                            site_id: number;
                            site_name: string;
                            /** @description 到手价（分） */
                            paid_price: number;
                            bought_at: number;
                            /** @description 价保天数 */
                            window_days: number;
                            /** @description 价保结束时刻（此刻起不再价保） */
                            ends_at: number;
                            /** @description 剩余天数（含今天），已过期为 0 */
                            days_left: number;
                            /** @description 购买后价保期内的最低到手价（分） */
                            lowest_since: number | null;
                            /** @description 可申请金额（分）：到手价 − 期间最低价，不低于 0 */
                            claimable: number;
                            current_price: number | null;
                            /** @description 商城价保申请入口（没有时为商品链接） */
                            protect_url: string;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    deleteProtectOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description code 1 已删除，-1 订单不存在 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    checkIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：签到成功或今日已签到（awarded 为 0） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 本次获得的积分，今日已签到为 0 */
                            awarded: number;
                            balance: number;
                            checked_in_today: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: {
                /** @description 页码，从 1 起 */
                pg?: number;
                /** @description 每页条数 */
                ps?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：余额、规则与一页明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 积分余额（明细之和） */
                            balance: number;
                            checked_in_today: boolean;
                            rules: {
                                reason: string;
                                amount: number;
                                text: string;
                            }[];
                            list: {
                                id: number;
                                amount: number;
                                /** @description checkin 签到，contribution 上报采纳，shaidan 晒单 */
                                reason: string;
                                text: string;
                                ref: string;
                                created_at: number;
                            }[];
                            pg: number;
                            ps: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query: {
                format?: "json" | "csv";
                /** @description collection 收藏，orders 价保订单，credits 积分明细，alerts 提醒 */
                what: "collection" | "orders" | "credits" | "alerts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 附件下载：JSON 为 { what, exported_at, list }，list 各项与列表接口相同 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/csv": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listNotices: {
        parameters: {
            query?: {
                /** @description 页码，从 1 起 */
                pg?: number;
                /** @description 每页条数 */
                ps?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：一页提醒 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                kind: "drop" | "target" | "percent" | "lowest" | "protect" | "test";
                                title: string;
                                text: string;
                                /** @description 商品价格历史页（绝对地址） */
                                url: string;
                                dp_id: string | null;
                                image_url: string | null;
                                /** @description 提醒时的到手价（分） */
                                price: number | null;
                                /** @description 比较的价格（分）：降价前 / 收藏时 / 此前最低 / 价保的到手价 */
                                previous_price: number | null;
                                /** @description 价保可申请的差价（分） */
                                claim_amount: number | null;
                                created_at: number;
                                read: boolean;
                            }[];
                            pg: number;
                            ps: number;
                            total: number;
                            unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    countUnreadNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：未读数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    markNoticesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                };
            };
        };
        responses: {
            /** @description code 1：剩余未读数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            unread: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getAlertSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：当前设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    saveAlertSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    daily_cap?: string;
                    quiet_start?: string;
                    quiet_end?: string;
                    email_on?: string;
                    webhook_url?: string;
                    webhook_preset?: string;
                    webhook_on?: string;
                    push_on?: string;
                };
            };
        };
        responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    setAlertEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    p256dh: string;
                    auth: string;
                };
            };
        };
        responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    resetAlertFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：保存后的设置；-1 原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 每天经站外通道发送的提醒上限 */
                            daily_cap: number;
                            /** @description 免打扰开始（HH:MM，北京时间） */
                            quiet_start: string | null;
                            quiet_end: string | null;
                            email: {
                                address: string | null;
                                verified: boolean;
                                on: boolean;
                                /** @description 服务器是否配置了 SMTP */
                                available: boolean;
                            };
                            webhook: {
                                url: string | null;
                                preset: string;
                                on: boolean;
                                /** @description X-PriceTrail-Signature 的 HMAC-SHA256 密钥 */
                                secret: string;
                                presets: {
                                    value: string;
                                    label: string;
                                    /** @description 这种格式的接收地址长什么样 */
                                    example: string;
                                }[];
                            };
                            push: {
                                available: boolean;
                                /** @description VAPID 公钥（base64url） */
                                public_key: string;
                                on: boolean;
                                devices: number;
                            };
                            /** @description 个人订阅地址（含密钥，重置后旧地址失效） */
                            feed: {
                                rss: string;
                                atom: string;
                            };
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendAlertTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "site" | "email" | "webhook" | "push";
                };
            };
        };
        responses: {
            /** @description code 1 已发送；-1 发送失败，原因见 msg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            channel: string;
                            sent: boolean;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    verifyAlertEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 回到 /mine/notice?email=verified 或 invalid */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    unsubscribeAlertEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 带「确认退订」按钮的页面 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    unsubscribeAlertEmailOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已退订（一键退订） */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 已退订，回到 /mine/notice?email=unsubscribed（确认页） */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    alertFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 或 Atom 1.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：已收到，data.id 为反馈编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            images: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listShaidan: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页晒单与总数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            text: string;
                            images: {
                                id: string;
                                width: number;
                                height: number;
                            }[];
                            likes: number;
                            liked: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendShaidan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：已提交待审核，data.id 为晒单编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            images: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listMyShaidan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最近 50 条 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            text: string;
                            images: {
                                id: string;
                                width: number;
                                height: number;
                            }[];
                            likes: number;
                            liked: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    likeShaidan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：data.likes 为当前点赞数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            liked: boolean;
                            likes: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    unlikeShaidan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：data.likes 为当前点赞数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            liked: boolean;
                            likes: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getProductReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最近 30 条晒单与评价；average 为全部已通过评价的平均分（无评价时为 null） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dpId: string;
                        count: number;
                        average: number | null;
                        reviews: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            rating: number;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                        posts: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            text: string;
                            images: {
                                id: string;
                                width: number;
                                height: number;
                            }[];
                            likes: number;
                            liked: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendProductReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dpId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description code 1：已提交待审核 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getModerationQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 每类最早的 50 条 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shaidan: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            text: string;
                            images: {
                                id: string;
                                width: number;
                                height: number;
                            }[];
                            likes: number;
                            liked: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                        reviews: {
                            id: number;
                            dpId: string;
                            title: string;
                            author: string;
                            rating: number;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                        }[];
                        suggestions: {
                            id: number;
                            text: string;
                            contact: string | null;
                            /** @description 截图（按提交顺序；第 n 张从 1 起由 getSuggestionImage 提供） */
                            images: {
                                width: number;
                                height: number;
                            }[];
                            createdAt: number;
                        }[];
                        baoliao: {
                            id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            author: string | null;
                            /** @description 爆料理由 */
                            reason: string | null;
                            /** @description 好价的到手价（分） */
                            price: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            expired: boolean;
                            product: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            proof: {
                                median30: number | null;
                                dropFen: number | null;
                                dropPercent: number | null;
                                dataDays: number;
                                windowDays: number;
                                lowestPrice: number | null;
                                isLowest: boolean;
                            };
                            votes: {
                                /** @description 值 的票数 */
                                worth: number;
                                /** @description 不值 的票数 */
                                unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                mine: 1 | -1 | 0;
                            };
                        }[];
                        comments: {
                            id: number;
                            author: string;
                            rating: number | null;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            hidden: boolean;
                            mine: boolean;
                            reported: boolean;
                            createdAt: number;
                            subjectKind: string;
                            subjectId: string;
                            reports: number;
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "shaidan" | "review" | "suggestion" | "baoliao" | "comment";
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description code 1：已处理 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getSuggestionImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                n: number;
                size: "large" | "medium" | "small";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebP 图片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getDealPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 好价；待审或未通过的只有爆料人和运营人员可见 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description auto 本站数据发现，user 爆料
                         * @enum {string}
                         */
                        source: "auto" | "user";
                        /** @description 爆料人昵称（本站发现的为 null） */
                        author: string | null;
                        /** @description 爆料理由 */
                        reason: string | null;
                        /** @description 好价的到手价（分） */
                        price: number;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        rejectReason: string | null;
                        createdAt: number;
                        /** @description 现价已高于好价：已过期 */
                        expired: boolean;
                        product: {
                            dpId?: string;
                            siteId?: number;
                            siteName?: string;
                            itemId?: string;
                            title?: string;
                            brand?: string;
                            category?: string | null;
                            imageUrl?: string;
                            url?: string;
                            attributes?: {
                                [key: string]: string;
                            };
                            clusterKey?: string | null;
                            salesCount?: number;
                            commentCount?: number;
                            demo?: boolean;
                        };
                        summary: {
                            currentList?: number;
                            currentFinal?: number;
                            currentTs?: number;
                            lowestPrice?: number;
                            lowestTs?: number;
                            highestPrice?: number;
                            highestTs?: number;
                            low30?: number | null;
                            low60?: number | null;
                            low180?: number | null;
                            price618?: number | null;
                            price618Ts?: number | null;
                            price1111?: number | null;
                            price1111Ts?: number | null;
                            trend?: number;
                            /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                            pending?: {
                                /** @description 页面价（分） */
                                listPrice: number;
                                /** @description 到手价（分） */
                                finalPrice: number;
                                /** @description 看到的时间（秒级时间戳） */
                                observedAt: number;
                                /**
                                 * @description 来源：插件用户上报
                                 * @enum {string}
                                 */
                                source: "extension";
                            } | null;
                        } | null;
                        /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                        proof: {
                            median30: number | null;
                            dropFen: number | null;
                            dropPercent: number | null;
                            dataDays: number;
                            windowDays: number;
                            lowestPrice: number | null;
                            isLowest: boolean;
                        };
                        votes: {
                            /** @description 值 的票数 */
                            worth: number;
                            /** @description 不值 的票数 */
                            unworth: number;
                            /**
                             * @description 我的投票：1 值，-1 不值，0 未投
                             * @enum {integer}
                             */
                            mine: 1 | -1 | 0;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listDealPosts: {
        parameters: {
            query?: {
                page?: number;
                /** @description 逗号分隔的商品 dp id（最多 20 个） */
                dp?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页好价与总数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            author: string | null;
                            /** @description 爆料理由 */
                            reason: string | null;
                            /** @description 好价的到手价（分） */
                            price: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            expired: boolean;
                            product: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            proof: {
                                median30: number | null;
                                dropFen: number | null;
                                dropPercent: number | null;
                                dataDays: number;
                                windowDays: number;
                                lowestPrice: number | null;
                                isLowest: boolean;
                            };
                            votes: {
                                /** @description 值 的票数 */
                                worth: number;
                                /** @description 不值 的票数 */
                                unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                mine: 1 | -1 | 0;
                            };
                        }[];
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendBaoliao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description code 1：已提交待审核，data.id 为好价编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listMyBaoliao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最近 50 条 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /**
                             * @description auto 本站数据发现，user 爆料
                             * @enum {string}
                             */
                            source: "auto" | "user";
                            /** @description 爆料人昵称（本站发现的为 null） */
                            author: string | null;
                            /** @description 爆料理由 */
                            reason: string | null;
                            /** @description 好价的到手价（分） */
                            price: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            createdAt: number;
                            /** @description 现价已高于好价：已过期 */
                            expired: boolean;
                            product: {
                                dpId?: string;
                                siteId?: number;
                                siteName?: string;
                                itemId?: string;
                                title?: string;
                                brand?: string;
                                category?: string | null;
                                imageUrl?: string;
                                url?: string;
                                attributes?: {
                                    [key: string]: string;
                                };
                                clusterKey?: string | null;
                                salesCount?: number;
                                commentCount?: number;
                                demo?: boolean;
                            };
                            summary: {
                                currentList?: number;
                                currentFinal?: number;
                                currentTs?: number;
                                lowestPrice?: number;
                                lowestTs?: number;
                                highestPrice?: number;
                                highestTs?: number;
                                low30?: number | null;
                                low60?: number | null;
                                low180?: number | null;
                                price618?: number | null;
                                price618Ts?: number | null;
                                price1111?: number | null;
                                price1111Ts?: number | null;
                                trend?: number;
                                /** @description 待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI */
                                pending?: {
                                    /** @description 页面价（分） */
                                    listPrice: number;
                                    /** @description 到手价（分） */
                                    finalPrice: number;
                                    /** @description 看到的时间（秒级时间戳） */
                                    observedAt: number;
                                    /**
                                     * @description 来源：插件用户上报
                                     * @enum {string}
                                     */
                                    source: "extension";
                                } | null;
                            } | null;
                            /** @description 发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价 */
                            proof: {
                                median30: number | null;
                                dropFen: number | null;
                                dropPercent: number | null;
                                dataDays: number;
                                windowDays: number;
                                lowestPrice: number | null;
                                isLowest: boolean;
                            };
                            votes: {
                                /** @description 值 的票数 */
                                worth: number;
                                /** @description 不值 的票数 */
                                unworth: number;
                                /**
                                 * @description 我的投票：1 值，-1 不值，0 未投
                                 * @enum {integer}
                                 */
                                mine: 1 | -1 | 0;
                            };
                        }[];
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    voteDealPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    value: 1 | -1 | 0;
                };
            };
        };
        responses: {
            /** @description code 1：data 为当前票数与我的投票 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description 值 的票数 */
                            worth: number;
                            /** @description 不值 的票数 */
                            unworth: number;
                            /**
                             * @description 我的投票：1 值，-1 不值，0 未投
                             * @enum {integer}
                             */
                            mine: 1 | -1 | 0;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    listComments: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                kind: string;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 一页评论与总数；评分主体附评分汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        page: number;
                        pageSize: number;
                        items: {
                            id: number;
                            author: string;
                            rating: number | null;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            hidden: boolean;
                            mine: boolean;
                            reported: boolean;
                            createdAt: number;
                        }[];
                        /** @description 评分主体（如 app）的已通过评分数与平均分（一位小数，无评分时为 null）；其余为 null */
                        rating: {
                            count: number;
                            average: number | null;
                        } | null;
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    sendComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    rating?: (number) | null;
                };
            };
        };
        responses: {
            /** @description code 1：data.status 为 pending（待审核）或 approved（已发布） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved";
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    reportComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code 1：已举报 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 未登录 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 禁止访问（跨站请求或非本机） */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 请求过于频繁 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                size: "large" | "medium" | "small";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebP 图片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt：不抓取个人中心、登录与接口，站点地图的地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getSitemapIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org 站点地图索引，lastmod 为其中最新的价格更新时间 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description pages.xml 或 products-N.xml（N 从 1 起） */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org 站点地图，商品页的 lastmod 为其价格最后更新的时间 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
    getShareImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description site.png 或 dp{商品 dp id}.png */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG 图片：标题、商城、当前到手价、历史最低与价格走势线 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description 请求参数有误（含签名无效或过期） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 不存在或暂未收录 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
            /** @description 服务器开小差了，请稍后再试 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                    };
                };
            };
        };
    };
}
