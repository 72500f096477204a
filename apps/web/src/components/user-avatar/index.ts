export { UserAvatar, type UserAvatarProps } from './user-avatar';
