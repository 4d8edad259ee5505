import { useRef } from 'react';
import { useApp } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';

// The signed-in user's own account: the auth and profile forms' submits. Each form machine shows a refusal under its
// fields; what an answer changes (the session, a toast) happens here.

export function useAccountCalls() {
  const { users, session } = useApp();
  const said = useCallToasts().succeeded;
  return {
    login: async (v: Record<string, string>) => {
      const res = await users.login({ email: v.email ?? '', password: v.password ?? '' });
      session.send({ type: 'login.succeeded', token: res.access_token, user: res.user });
    },
    signUp: async (v: Record<string, string>) => {
      const res = await users.signUp({
        first_name: v.first_name ?? '',
        last_name: v.last_name ?? '',
        email: v.email ?? '',
        password: v.password ?? '',
      });
      session.send({ type: 'login.succeeded', token: res.access_token, user: res.user });
      said(`Your account is ready, ${res.user.first_name}.`, 'Welcome to Vowline');
    },
    forgotPassword: (v: Record<string, string>) => users.forgotPassword({ email: v.email ?? '' }),
    resetPassword: (token: string, v: Record<string, string>) =>
      users.resetPassword({ token, password: v.password ?? '' }),
    changePassword: (v: Record<string, string>) =>
      users.setPassword({ old_password: v.old_password ?? '', new_password: v.new_password ?? '' }),
    updateProfile: async (v: Record<string, string>) => {
      const updated = await users.updateProfile({ first_name: v.first_name, last_name: v.last_name });
      session.send({ type: 'user.updated', user: updated });
      said('Your details have been saved.');
    },
    uploadPhoto: async (file: File) => {
      const updated = await users.uploadPhoto(file);
      session.send({ type: 'user.updated', user: updated });
      said('Your photo has been updated.');
    },
  };
}

/**
 * Sign-up as the sign-up page calls it: `madeHere` says the account was made by this page (it goes on to "Planning a
 * wedding?"; a signed-in visitor of /signup just goes home), and stays false when the server refuses.
 */
export function useSignUp() {
  const account = useAccountCalls();
  const madeHere = useRef(false);
  const signUp = (v: Record<string, string>) => {
    madeHere.current = true;
    return account.signUp(v).catch((error: unknown) => {
      madeHere.current = false;
      throw error;
    });
  };
  return { signUp, madeHere };
}
