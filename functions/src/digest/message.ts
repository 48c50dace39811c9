/**
 * The moderators' digest message: counts (new comments, new tickets, the Studio's open tasks due today) and links to
 * the Studio, nothing personal (no names, emails or message
 * text). One JSON body that both chat services accept: Slack incoming webhooks read `text`; Telegram's
 * `sendMessage` reads `text` and `chat_id` (sent only when a chat is configured).
 */

export interface DigestCounts {
  comments: number
  tickets: number
  /** The Studio's open tasks due today (UTC date). */
  tasksDueToday: number
}

export interface DigestBody {
  text: string
  chat_id?: string
  disable_web_page_preview?: boolean
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export function digestMessage(counts: DigestCounts, studioUrl: string, chatId?: string): DigestBody {
  const studio = studioUrl.replace(/\/+$/, '')
  const lines = ['Escrova: new work for the team.']
  if (counts.comments > 0) {
    lines.push(
      `${plural(counts.comments, 'new comment awaits', 'new comments await')} moderation: ${studio}/structure/moderation;comments-pending`,
    )
  }
  if (counts.tickets > 0) {
    lines.push(
      `${plural(counts.tickets, 'new support ticket', 'new support tickets')}: ${studio}/structure/support;tickets-new`,
    )
  }
  if (counts.tasksDueToday > 0) {
    lines.push(
      `${plural(counts.tasksDueToday, 'open task is', 'open tasks are')} due today: ${studio}/structure?sidebar=tasks`,
    )
  }
  return { text: lines.join('\n'), ...(chatId ? { chat_id: chatId, disable_web_page_preview: true } : {}) }
}
