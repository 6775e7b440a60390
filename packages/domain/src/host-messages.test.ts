import { describe, expect, it } from 'vitest';
import { deliveryFromParams } from './delivery';
import { envelope, hostOrigin, readEnvelope, readHostCommand, WIDGET_EVENT_TYPES, type HostCommands } from './host-messages';

const command = <K extends keyof HostCommands>(type: K, payload: HostCommands[K]) => envelope(type, payload);

describe('host-page message protocol', () => {
  it('reads a known command with a well-formed payload', () => {
    expect(readHostCommand(command('setLocale', { locale: 'ja' }))).toEqual({
      protocol: 'yado-host',
      version: 1,
      type: 'setLocale',
      payload: { locale: 'ja' },
    });
    expect(readHostCommand(command('receiveCompanionInfo', { companions: [{ name: 'Aiko', age: 7 }] }))?.type).toBe('receiveCompanionInfo');
  });

  it('ignores other protocols, other versions, unknown types and malformed payloads', () => {
    const good = command('setCurrency', { currency: 'USD' });
    expect(readHostCommand({ ...good, protocol: 'other' })).toBeNull();
    expect(readHostCommand({ ...good, version: 2 })).toBeNull();
    expect(readHostCommand({ ...good, type: 'deleteEverything' })).toBeNull();
    expect(readHostCommand({ ...good, payload: { currency: 'usd' } })).toBeNull();
    expect(readHostCommand(command('login', { action: 'explode' as 'logout' }))).toBeNull();
    expect(readHostCommand(command('receiveTriplabotSession', { user_id: '', session: null }))).toBeNull();
    expect(readHostCommand('{"protocol":"yado-host"}')).toBeNull();
    expect(readHostCommand(null)).toBeNull();
  });

  it('lets the loader read the widget events it knows and nothing else', () => {
    expect(readEnvelope(envelope('close', {}), WIDGET_EVENT_TYPES)?.type).toBe('close');
    expect(readEnvelope(envelope('setLocale', { locale: 'ja' }), WIDGET_EVENT_TYPES)).toBeNull();
  });
});

describe('the origin the widget talks to', () => {
  it('is nobody when the widget is not framed', () => {
    expect(hostOrigin({ framed: false, ancestorOrigin: 'https://hotel.example' })).toBeNull();
  });

  it("prefers the browser's record of the framing page over what the address claims", () => {
    expect(hostOrigin({ framed: true, ancestorOrigin: 'https://real.example', parentUrl: 'https://claimed.example/x' })).toBe(
      'https://real.example',
    );
    expect(hostOrigin({ framed: true, parentUrl: 'https://hotel.example/rooms?x=1', referrer: 'https://ref.example/' })).toBe(
      'https://hotel.example',
    );
    expect(hostOrigin({ framed: true, parentUrl: 'not a url', referrer: 'https://ref.example/a' })).toBe('https://ref.example');
    expect(hostOrigin({ framed: true, parentUrl: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('delivery from the start-up parameters', () => {
  it('knows the chatbot frame, closable frames and links from the chatbot', () => {
    expect(deliveryFromParams(new URLSearchParams('iframe=triplabot&closable=true&triplabot_user_id=u1'))).toEqual({
      chatbot: true,
      closable: true,
      fromChatbot: false,
      chatbotUserId: 'u1',
    });
    expect(deliveryFromParams(new URLSearchParams('iframe=other&fromChatbot=1&closable=no'))).toEqual({
      chatbot: false,
      closable: false,
      fromChatbot: true,
      chatbotUserId: null,
    });
  });
});
