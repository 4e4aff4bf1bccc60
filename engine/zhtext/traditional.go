package zhtext

import "strings"

// simplified writes traditional characters in their simplified form, so
// 從德國進攻波蘭 reads as 从德国进攻波兰 and 進攻義大利 as 进攻义大利. It
// holds the characters of the games' command words and names.
var simplified = strings.NewReplacer(strings.Fields(
	"國 国 蘭 兰 爾 尔 愛 爱 時 时 魯 鲁 奧 奥 義 义 維 维 亞 亚 烏 乌 東 东 羅 罗 麥 麦 脫 脱 顛 颠 " +
		"從 从 進 进 擊 击 動 动 調 调 轉 转 個 个 兩 两 張 张 換 换 結 结 務 务 綠 绿 黃 黄 庫 库 " +
		"軍 军 隊 队 購 购 買 买 機 机 場 场 衛 卫 區 区 顆 颗 禦 御 佈 布 請 请 謝 谢 開 开 們 们 " +
		"這 这 領 领 聲 声 駐 驻 擺 摆 後 后 並 并 補 补 將 将 過 过 選 选 擇 择 畢 毕 險 险 " +
		"對 对 於 于 還 还 點 点 數 数 號 号 發 发 單 单 樣 样 贏 赢 戰 战 來 来 嗎 吗 讓 让 " +
		"劃 划 盡 尽 總 总 額 额 離 离 邊 边 與 与 處 处 狀 状 態 态 線 线 紅 红 藍 蓝 馬 马 佔 占 兌 兑 偵 侦 " +
		"種 种 強 强 餘 余 給 给 團 团 員 员 幣 币 帶 带 製 制 產 产 說 说 勸 劝 爭 争 錢 钱 " +
		"凱 凯 愷 恺 龐 庞 蘇 苏 頓 顿 敘 叙 細 细 納 纳 內 内 遠 远 裡 里 島 岛 " +
		"級 级 術 术 實 实 權 权 擁 拥 護 护 舉 举 競 竞 階 阶 盧 卢 訥 讷")...)

// Simplify writes the traditional characters of s in their simplified
// form; other text stays as it is.
func Simplify(s string) string {
	return simplified.Replace(s)
}
