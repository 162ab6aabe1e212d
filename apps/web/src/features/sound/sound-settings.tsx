// The sound settings panel (header → Sound): on/off, the volume slider and the sound test, which
// stores the chosen volume as sound_range (spec §3/§9).
import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { sound } from '../../lib/sound/sound';

export default function SoundSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const on = useSyncExternalStore(sound.subscribe, sound.isOn, sound.isOn);
  const [volume, setVolume] = useState(() => sound.volume());
  const volumeId = useId();
  return (
    <Modal open={open} onClose={onClose} title="Sound" className="sound-settings">
      <div className="field field--check">
        <input id={`${volumeId}-on`} type="checkbox" role="switch" checked={on} onChange={(e) => sound.setOn(e.target.checked)} />
        <label htmlFor={`${volumeId}-on`}>Sound effects {on ? 'on' : 'off'}</label>
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
      <Button variant="secondary" onClick={() => void sound.playTest(volume)}>
        Play test sound
      </Button>
    </Modal>
  );
}
