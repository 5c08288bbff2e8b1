import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelLogo, channelKind } from './ChannelLogo';

describe('channelKind', () => {
  it.each([
    ['GCash', 'wallet'],
    ['Maya', 'wallet'],
    ['7-Eleven', 'store'],
    ['Cebuana Lhuillier', 'store'],
    ['M Lhuillier', 'store'],
    ['Dragonpay (bank transfer)', 'bank'],
    ['BPI Online', 'bank'],
  ])('%s is a %s', (name, kind) => expect(channelKind(name)).toBe(kind));
});

describe('ChannelLogo', () => {
  it("shows the channel's logo while it loads", () => {
    const { container } = render(
      <ChannelLogo
        channel={{ name: 'GCash', logo: 'https://cdn.example.com/logo-gcash.svg', channel_number: '1' }}
        size={28}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo-gcash.svg');
  });

  it('draws one of its kind without a logo, with an unsafe one, or when the logo fails to load', () => {
    const { container, rerender } = render(
      <ChannelLogo channel={{ name: '7-Eleven', logo: '', channel_number: '1' }} size={28} />,
    );
    expect(container.querySelector('.loan-icon--store')).toBeInTheDocument();
    rerender(<ChannelLogo channel={{ name: 'GCash', logo: 'javascript:alert(1)', channel_number: '1' }} size={28} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.loan-icon--wallet')).toBeInTheDocument();
    rerender(
      <ChannelLogo
        channel={{ name: 'BPI Online', logo: 'https://cdn.example.com/gone.png', channel_number: '1' }}
        size={28}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.loan-icon--bank')).toBeInTheDocument();
  });
});
