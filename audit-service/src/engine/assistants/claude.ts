/**
 * Claude through Anthropic's SDK (Messages API, `POST /v1/messages`) with the
 * `web_search_20250305` server tool at the visitor's location; a paused turn (`pause_turn`) is
 * continued at most twice; `claudeReply` reads text, citations and whether it searched from the
 * message's blocks.
 */
import Anthropic from '@anthropic-ai/sdk'
import { systemPrompt } from './prompt'
import { sdkOptions } from './retry'
import {
  nonEmpty,
  sourceList,
  userLocation,
  type Assistant,
  type AssistantReply,
  type AssistantSettings,
  type CallOptions,
  type VendorBase,
} from './shared'

/** Claude's web search: at most this many searches per answer. */
const CLAUDE_MAX_SEARCHES = 3
/** A turn Anthropic pauses (`pause_turn`) is continued at most this many times. */
const CLAUDE_MAX_CONTINUATIONS = 2

/**
 * Text, citations and whether it searched, from a Claude message's blocks: the text blocks after
 * the last search result joined (all of them when none follows a search);
 * their `web_search_result_location` citations in order, else the results of the
 * `web_search_tool_result` blocks; searched when it used web search and not every search came back
 * as an error (`web_search_tool_result_error`).
 */
export function claudeReply(blocks: Anthropic.ContentBlock[], name: string): AssistantReply {
  const cited = sourceList()
  const found = sourceList()
  let text = ''
  let all = ''
  let used = false
  let results = 0
  let errors = 0
  for (const b of blocks) {
    if (b.type === 'text') {
      // The answer is the text after the last search ("I'll search for ..." before it is not).
      text += b.text
      all += b.text
      for (const c of b.citations ?? []) {
        if (c.type === 'web_search_result_location') cited.add(c.url, c.title)
      }
    } else if (b.type === 'server_tool_use' && b.name === 'web_search') used = true
    else if (b.type === 'web_search_tool_result') {
      text = ''
      if (!Array.isArray(b.content)) errors++
      else {
        results++
        for (const r of b.content) found.add(r.url, r.title)
      }
    }
  }
  return {
    text: nonEmpty(text.trim() ? text : all, name),
    citations: cited.list.length ? cited.list : found.list,
    searched: used && (results > 0 || errors === 0),
  }
}

/** Claude: Anthropic's SDK (Messages API), with the `web_search_20250305` server tool. */
export function claudeAssistant(
  s: AssistantSettings,
  opts: CallOptions,
  { base, name, limited }: VendorBase,
): Assistant {
  const client = new Anthropic(sdkOptions(s, opts))
  return {
    ...base,
    ask: (question, { signal, fields, location } = {}) =>
      limited(signal, async () => {
        const where = userLocation(location)
        const tools: Anthropic.ToolUnion[] | undefined = base.webSearch
          ? [
              {
                type: 'web_search_20250305',
                name: 'web_search',
                max_uses: CLAUDE_MAX_SEARCHES,
                ...(where ? { user_location: { type: 'approximate' as const, ...where } } : {}),
              },
            ]
          : undefined
        const blocks: Anthropic.ContentBlock[] = []
        for (let turn = 0; ; turn++) {
          const messages: Anthropic.MessageParam[] = [{ role: 'user', content: question }]
          // A paused turn goes back as it is, with what it has so far, for Claude to go on.
          if (turn > 0)
            messages.push({
              role: 'assistant',
              content: blocks as unknown as Anthropic.ContentBlockParam[],
            })
          const res = await client.messages.create(
            {
              model: s.model,
              max_tokens: opts.maxOutputTokens,
              system: systemPrompt(fields),
              messages,
              ...(tools ? { tools } : {}),
            },
            { signal },
          )
          blocks.push(...(res.content ?? []))
          if (res.stop_reason !== 'pause_turn' || turn >= CLAUDE_MAX_CONTINUATIONS) break
        }
        return claudeReply(blocks, name)
      }),
  }
}
