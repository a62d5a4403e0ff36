// The page's effector scope with its API context, language and the shop's frame data in it: forked
// from the values kept for the shop and language when they are current (frame-scopes.ts), else
// filled now from the frame data cache's answers and kept when every one of them was a fresh kept
// answer. A signed-in shopper's page (its session is set by the fork) and a dev-mode page
// (unpublished data) share nothing: their scope is their own, and the shell loads the frame data
// beside the remote's own data, as before.
import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { $session, apiContextSet, localeChanged } from '@vitrina/events';
import type { ApiContext, Locale, ServerSession } from '@vitrina/events';
import { prepareShellFrame } from '@vitrina/shell/server';
import type { FrameDataCache, FrameDataRequest, KeptAnswer } from './frame-data-cache.ts';
import type { FrameScopes } from './frame-scopes.ts';

export interface PageScopeInput {
  locale: Locale;
  /** The page's API context, without the shared cache (added here). */
  context: ApiContext;
  /** What the page is told of the frame data cache's answers (its deadline, tags, troubles). */
  request: FrameDataRequest;
  frameData?: FrameDataCache;
  /** Where filled scopes are kept, and under which key (the shop and language); none: not shared. */
  shared?: { scopes: FrameScopes; key: string };
  session?: ServerSession;
}

export interface PageScope {
  scope: Scope;
  /** The frame data is in the scope already: the shell does not load it again. */
  frameLoaded: boolean;
}

export async function pageScope(input: PageScopeInput): Promise<PageScope> {
  const { frameData, shared, request } = input;
  const withCache = (): ApiContext =>
    frameData
      ? { ...input.context, cachedGet: (url, headers, load) => frameData.get(url, headers, load, request) }
      : input.context;
  const kept = shared?.scopes.current(shared.key);
  if (kept) {
    const scope = fork({ values: kept.values });
    for (const answer of kept.answers) request.onTags?.(answer.tags);
    await allSettled(apiContextSet, { scope, params: withCache() });
    return { scope, frameLoaded: true };
  }
  const scope = fork({ values: input.session ? [[$session, input.session]] : [] });
  if (!shared || !frameData) {
    await allSettled(apiContextSet, { scope, params: withCache() });
    await allSettled(localeChanged, { scope, params: input.locale });
    return { scope, frameLoaded: false };
  }
  // Filled from this page: its frame data calls are watched until the frame is in.
  const filling = { watching: true, calls: 0, answers: [] as KeptAnswer[] };
  const watched: FrameDataRequest = {
    ...request,
    onKept: (answer) => void (filling.watching && filling.answers.push(answer)),
  };
  await allSettled(apiContextSet, {
    scope,
    params: {
      ...input.context,
      cachedGet: (url, headers, load) => {
        if (filling.watching) filling.calls += 1;
        return frameData.get(url, headers, load, watched);
      },
    },
  });
  await allSettled(localeChanged, { scope, params: input.locale });
  await prepareShellFrame(scope);
  filling.watching = false;
  // A call that failed, stood in by a stale answer or was not shop-wide leaves nothing to keep.
  if (filling.calls > 0 && filling.answers.length === filling.calls) {
    shared.scopes.keep(shared.key, { values: serialize(scope), answers: filling.answers });
  }
  return { scope, frameLoaded: true };
}
