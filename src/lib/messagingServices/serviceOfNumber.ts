import type { MessagingService } from '../twilio/models';

/** The service whose pool holds `phoneNumber`, if any (a number belongs to one service at most). */
export function serviceOfNumber(
  services: readonly MessagingService[],
  phoneNumber: string,
): MessagingService | null {
  return services.find((service) => service.numbers.includes(phoneNumber)) ?? null;
}
