// The Redis cart store's atomic steps as Lua scripts: a script runs alone in Redis, so reading the
// version, checking the lock's token and writing happen as one step whichever gateway process asks.
//
// A record is a hash: `v` the version, `o` present while there is a cart, `f:<field>` each top-level
// field of the order as JSON. Fields stay apart so a merge is an HSET of the given ones: the order is
// never decoded in Lua (cjson would turn an empty array into an object). A lock is a hash `h`
// (holder) and `t` (token) with the lease as its expiry; tokens come from one INCR sequence.

/** The refusals shared by save and delete: `lock_lost` before `conflict`, as the memory store does. */
const GUARD = `
local version = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if ARGV[3] ~= '' and redis.call('HGET', KEYS[2], 't') ~= ARGV[3] then return {'lock_lost', version} end
if ARGV[2] ~= '' and tonumber(ARGV[2]) ~= version then return {'conflict', version} end
`;

export const CART_SCRIPTS = {
  /** KEYS record; ARGV ttlMs. Reading counts as use: the record's lifetime starts again. */
  cartRead: {
    numberOfKeys: 1,
    lua: `
local all = redis.call('HGETALL', KEYS[1])
if #all > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return all`,
  },
  /** KEYS record, lock; ARGV ttlMs, expectedVersion|'', fence|'', replace '1'|'0', then field/JSON pairs. */
  cartSave: {
    numberOfKeys: 2,
    lua: `${GUARD}
if ARGV[4] == '1' then redis.call('DEL', KEYS[1]) end
version = version + 1
redis.call('HSET', KEYS[1], 'v', version, 'o', '1')
for i = 5, #ARGV, 2 do redis.call('HSET', KEYS[1], 'f:' .. ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if ARGV[4] == '1' then return {'written', version} end
return {'written', version, redis.call('HGETALL', KEYS[1])}`,
  },
  /** KEYS record, lock; ARGV ttlMs, expectedVersion|'', fence|''. Leaves the version behind. */
  cartDelete: {
    numberOfKeys: 2,
    lua: `${GUARD}
if redis.call('HEXISTS', KEYS[1], 'o') == 0 then return {'missing', version} end
redis.call('DEL', KEYS[1])
version = version + 1
redis.call('HSET', KEYS[1], 'v', version)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return {'written', version}`,
  },
  /** KEYS lock, sequence; ARGV holder, leaseMs. The token, or nil while another holder has the lock. */
  cartLock: {
    numberOfKeys: 2,
    lua: `
local holder = redis.call('HGET', KEYS[1], 'h')
if holder and holder ~= ARGV[1] then return false end
local token = redis.call('HGET', KEYS[1], 't')
if not holder then
  token = redis.call('INCR', KEYS[2])
  redis.call('HSET', KEYS[1], 'h', ARGV[1], 't', token)
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return tonumber(token)`,
  },
  /** KEYS lock; ARGV holder, token, leaseMs. 1 when renewed. */
  cartRenew: {
    numberOfKeys: 1,
    lua: `
if redis.call('HGET', KEYS[1], 'h') ~= ARGV[1] or redis.call('HGET', KEYS[1], 't') ~= ARGV[2] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[3])`,
  },
  /** KEYS lock; ARGV holder, token. 1 when released. */
  cartRelease: {
    numberOfKeys: 1,
    lua: `
if redis.call('HGET', KEYS[1], 'h') ~= ARGV[1] or redis.call('HGET', KEYS[1], 't') ~= ARGV[2] then return 0 end
return redis.call('DEL', KEYS[1])`,
  },
} as const;

type Arg = string | number;
/** A write's reply: outcome, version, and after a merge the record's hash as field/value pairs. */
export type WriteReply = [outcome: string, version: number, hash?: string[]];

/** The commands defineCommand adds to the client (EVALSHA, falling back to EVAL once per script). */
export interface CartCommands {
  cartRead(record: string, ttlMs: Arg): Promise<string[]>;
  cartSave(record: string, lock: string, ...args: Arg[]): Promise<WriteReply>;
  cartDelete(record: string, lock: string, ttlMs: Arg, expected: Arg, fence: Arg): Promise<WriteReply>;
  cartLock(lock: string, sequence: string, holder: string, leaseMs: Arg): Promise<number | null>;
  cartRenew(lock: string, holder: string, token: Arg, leaseMs: Arg): Promise<number>;
  cartRelease(lock: string, holder: string, token: Arg): Promise<number>;
}
