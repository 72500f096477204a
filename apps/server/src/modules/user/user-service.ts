import {
  ENTRY_TYPES,
  USER_STATUSES,
  formatMoney,
  type EntryType,
  type Lang,
  type UserInfo,
  type UserStatus,
} from '@adc/contract';
import type { Prisma, User } from '@adc/db';
import { DEFAULT_LANG, isLang } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/crypto';
import type { FileService } from '../files/file-service';
import type { SessionService } from '../auth/session-service';

export interface ProfileEdit {
  nickname?: string;
  /** An `/uploads/<name>` URL of one of the user's uploads, or null to clear. */
  avatar?: string | null;
  lang?: Lang;
  email?: string;
  phone?: string;
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** `/uploads/<random name>.<ext>` as the upload call returns it. */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{1,100}\.(?:png|jpg|webp|gif))$/;

/** What account changes call on: stored files (the avatar) and sessions. */
export interface UserDeps {
  files: Pick<FileService, 'remove'>;
  sessions: Pick<SessionService, 'revokeAll'>;
}

export class UserService {
  private readonly infoCache = new WeakMap<User, UserInfo>();

  constructor(
    protected readonly core: Core,
    protected readonly deps: UserDeps,
  ) {}

  /** The UserInfo shape of the contract for a user row. */
  toUserInfo(user: User): UserInfo {
    // The session cache hands out the same user object until the row changes: reuse its DTO.
    let info = this.infoCache.get(user);
    if (!info) {
      info = this.buildUserInfo(user);
      this.infoCache.set(user, info);
    }
    return info;
  }

  private buildUserInfo(user: User): UserInfo {
    return {
      id: user.id,
      uid: user.uid,
      username: user.username,
      nickname: user.nickname,
      email: user.email,
      phone: user.phone,
      avatar: user.avatar,
      lang: isLang(user.lang) ? user.lang : DEFAULT_LANG,
      shop_level: user.shopLevel,
      credit_score: user.creditScore,
      deposit: formatMoney(user.deposit),
      entry: oneOf(ENTRY_TYPES, user.entry, 'register') satisfies EntryType,
      status: oneOf(USER_STATUSES, user.status, 'disabled') satisfies UserStatus,
      has_pay_password: user.payPinHash != null,
      operated_id: user.operatedId,
      time_zone: user.timeZone,
      created_at: user.createdAt.toISOString(),
    };
  }

  async info(userId: number): Promise<UserInfo> {
    return this.toUserInfo(await this.core.db.user.findUniqueOrThrow({ where: { id: userId } }));
  }

  async edit(userId: number, edit: ProfileEdit): Promise<UserInfo> {
    const data: Prisma.UserUpdateInput = {};
    if (edit.nickname !== undefined) data.nickname = edit.nickname;
    if (edit.lang !== undefined) data.lang = edit.lang;
    if (edit.email !== undefined) data.email = edit.email;
    if (edit.phone !== undefined) data.phone = edit.phone;
    if (edit.avatar !== undefined) data.avatar = await this.ownedAvatar(userId, edit.avatar);
    const before =
      edit.avatar === undefined
        ? null
        : await this.core.db.user.findUniqueOrThrow({
            where: { id: userId },
            select: { avatar: true },
          });
    const user = await this.core.db.user.update({ where: { id: userId }, data });
    // A replaced avatar is deleted, file and all.
    const replaced =
      before && before.avatar !== user.avatar ? UPLOAD_URL.exec(before.avatar ?? '')?.[1] : null;
    if (replaced) await this.deps.files.remove(userId, replaced);
    return this.toUserInfo(user);
  }

  /** Changes the login password and revokes every session of the user (they log in again). */
  async changePassword(userId: number, change: PasswordChange): Promise<void> {
    const user = await this.core.db.user.findUniqueOrThrow({ where: { id: userId } });
    if (!(await verifySecret(change.old_password, user.passwordHash)))
      throw badRequest('error.old_password_incorrect');
    if (change.new_password === change.old_password) throw badRequest('error.new_password_same');
    if (change.confirm_password !== change.new_password)
      throw badRequest('error.passwords_mismatch');
    const passwordHash = await hashSecret(change.new_password);
    await this.core.db.$transaction(async (tx) => {
      // Conditional on the hash we verified: a concurrent change of the same password loses.
      const { count } = await tx.user.updateMany({
        where: { id: userId, passwordHash: user.passwordHash },
        data: { passwordHash },
      });
      if (count === 0) throw badRequest('error.old_password_incorrect');
      await this.deps.sessions.revokeAll(userId, tx);
    });
  }

  /** null clears; otherwise the URL must name an upload of this user. */
  private async ownedAvatar(userId: number, avatar: string | null): Promise<string | null> {
    if (avatar === null) return null;
    const filename = UPLOAD_URL.exec(avatar)?.[1];
    const upload = filename ? await this.core.db.upload.findUnique({ where: { filename } }) : null;
    if (!upload || upload.userId !== userId)
      throw badRequest('validation.invalid', { field: 'avatar' });
    return `/uploads/${upload.filename}`;
  }
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}
