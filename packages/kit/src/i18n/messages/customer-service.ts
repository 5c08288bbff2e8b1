export const customerServiceMessages = {
  'customerService.title': 'Customer Service',
  'customerService.telephone': 'Telephone',
  'customerService.email': 'E-mail',
  'customerService.call': 'Call {phone}',
  'customerService.mail': 'Send an e-mail to {email}',
  'customerService.hours': 'We reply within one working day.',
} as const;
