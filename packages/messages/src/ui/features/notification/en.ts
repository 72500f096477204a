/** English UI strings of the notification feature (source of truth for its keys, under `notification.`). */
export const en = {
  categories_label: 'Notification categories',
  filter_label: 'Show',
  mark_all: 'Mark all as read',
  unread_mark: 'Unread',
  empty: {
    all: 'No notifications yet',
    unread: 'You are all caught up: no unread notifications',
    read: 'No read notifications yet',
  },
  received_at: 'Received {{time}}',
} as const;
