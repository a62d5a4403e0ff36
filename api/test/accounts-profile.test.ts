// The profile calls: users/user/{id} changes names, phone (in the shop's mask) and birthday and
// answers the user data auth/users/me shows; bad fields are 400s naming them; users/user-group and
// api/users/change-full-name.
import { describe, expect, it } from 'vitest';

import { currentUserResponse, errorSchema, userGroupResponse } from '@vitrina/contract';

import { activeAccount, buildAuthApp, me } from './auth-support.ts';
import { call, type Shopper } from './accounts-support.ts';

const ctx = await buildAuthApp();
let accounts = 0;
async function shopper(brand = 'pharmacy'): Promise<Shopper> {
  const { id, access } = await activeAccount(ctx, brand, `profile-${++accounts}@example.md`);
  return { brand, id, access };
}
const patch = (who: Shopper, payload: object) => call(ctx.app, who, 'PATCH', `/users/user/${who.id}/`, payload);

describe('users/user/{id}', () => {
  it('changes the fields sent, keeps the others, and auth/users/me shows them', async () => {
    const ana = await shopper();
    const res = await patch(ana, { first_name: ' Ana ', last_name: 'Popescu', phone: '+(373) 69-123-456' });
    expect(res.statusCode, res.body).toBe(200);
    await patch(ana, { birthday: '1990-02-28' });
    const user = currentUserResponse.parse((await me(ctx.app, 'pharmacy', ana.access)).json()).user;
    expect(user).toMatchObject({
      first_name: 'Ana',
      last_name: 'Popescu',
      phone: '+(373)69-123-456',
      birthday: '1990-02-28',
    });
  });

  it('clears the birthday with null and leaves the e-mail alone', async () => {
    const ana = await shopper();
    await patch(ana, { birthday: '1990-02-28' });
    const res = await patch(ana, { birthday: null, email: 'someone-else@example.md' });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = currentUserResponse.parse(res.json());
    expect(user.birthday).toBeNull();
    expect(user.email).toBe(`profile-${accounts}@example.md`);
  });

  it.each([
    ['a number of another country', { phone: '+40 712-345-678' }, 'phone', 'invalid_phone'],
    ['letters for a phone', { phone: 'call me' }, 'phone', 'invalid_phone'],
    ['31 February', { birthday: '1990-02-31' }, 'birthday', 'invalid'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'birthday', 'invalid'],
    ['a name of 101 characters', { first_name: 'a'.repeat(101) }, 'first_name', 'too_long'],
    ['a number for a name', { last_name: 7 }, 'last_name', 'invalid'],
  ])('refuses %s with a 400 naming the field', async (_, body, field, code) => {
    const ana = await shopper();
    const res = await patch(ana, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ [field]: [code] });
  });

  it('takes the Romanian mask in a Romanian shop', async () => {
    const ion = await shopper('plastics');
    const res = await patch(ion, { phone: '+40 712-345-678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(currentUserResponse.parse(res.json()).user.phone).toBe('+40712-345-678');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/users/user/1/',
      headers: { 'x-site-token': 'demo-pharmacy' },
      payload: { first_name: 'Ana' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('users/user-group and api/users/change-full-name', () => {
  it('a new account buys as an individual', async () => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'GET', '/users/user-group/');
    expect(res.statusCode, res.body).toBe(200);
    expect(userGroupResponse.parse(res.json())).toEqual({
      id: ana.id,
      group_user_type: { id: 1, name: 'individual' },
    });
  });

  it('splits one line into the first name and the rest', async () => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'PATCH', '/api/users/change-full-name/', {
      full_name: ' Ana  Maria Popescu ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(currentUserResponse.parse(res.json()).user).toMatchObject({ first_name: 'Ana', last_name: 'Maria Popescu' });
    const empty = await call(ctx.app, ana, 'PATCH', '/api/users/change-full-name/', { full_name: '  ' });
    expect(errorSchema.parse(empty.json()).fieldErrors).toEqual({ full_name: ['required'] });
  });
});
