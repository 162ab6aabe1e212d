// The sound settings panel (header → Sound): on/off, the volume slider and the sound test, which
// stores the chosen volume as sound_range (spec §3/§9).
import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { sound } from '../../lib/sound/sound';
import './sound-settings.css';

export default function SoundSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const on = useSyncExternalStore(sound.subscribe, sound.isOn, sound.isOn);
  const [volume, setVolume] = useState(() => sound.volume());
  const volumeId = useId();
  return (
    <Modal open={open} onClose={onClose} title="Sound" className="sound-settings">
      <div className="sound-switch">
        <span id={`${volumeId}-on-label`} className="sound-switch__label">
          Sound effects
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${volumeId}-on-label`}
          className="sound-switch__toggle"
          onClick={() => sound.setOn(!on)}
        >
          <span className="sound-switch__track" aria-hidden="true">
            <span className="sound-switch__thumb" />
          </span>
          <span className="sound-switch__state">{on ? 'On' : 'Off'}</span>
        </button>
      </div>
      <div className="field">
        <label htmlFor={volumeId}>Volume: {Math.round(volume * 100)}%</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={volume}
          onChange={(e) => setVolume(Number(e.target.value))}
          aria-valuetext={`${Math.round(volume * 100)}%`}
        />
      </div>
      {/* Issue 34 item 11: no test sound while sound effects are off; the button says why it waits. */}
      <Button variant="secondary" disabled={!on} onClick={() => void sound.playTest(volume)}>
        {on ? 'Play test sound' : 'Turn sound effects on to test'}
      </Button>
    </Modal>
  );
}
