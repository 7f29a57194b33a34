export const scheduleKeys = {
  all: ['schedules'] as const,
  detail: (id: string) => ['schedules', 'detail', id] as const,
  merchant: ['schedules', 'merchant'] as const,
};
