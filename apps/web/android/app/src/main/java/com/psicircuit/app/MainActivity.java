package com.psicircuit.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
