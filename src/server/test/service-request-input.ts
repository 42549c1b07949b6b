/** A service request a member could send (POST /api/services/:id/requests), for the tests that need one. */
export const serviceRequestInput = {
  description: 'A landing page for my bakery',
  contactMethod: 'Email',
  contactInfo: 'rita@example.test',
  paymentMethod: 'PayPal',
  budget: 450,
  deadline: '2027-03-01',
};
